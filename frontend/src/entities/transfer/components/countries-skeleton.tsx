import { Trans, useLingui } from '@lingui/react/macro'
import './countries-grid.css'

const SKELETON_CARDS = 8

/** Placeholder cards while the destinations (or the grid's code) load. */
export function CountriesSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading countries…`} className="countries-grid stack">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="countries-grid__skeleton surface" aria-hidden="true">
          <span className="countries-grid__skeleton-flag" />
          <span className="countries-grid__skeleton-line" />
          <span className="countries-grid__skeleton-line countries-grid__skeleton-line--short" />
        </div>
      ))}
      <span className="visually-hidden">
        <Trans>Loading countries…</Trans>
      </span>
    </div>
  )
}
