import { Trans, useLingui } from '@lingui/react/macro'
import { formatCount } from '../../lib/format'
import { pageWindow } from './page-window'
import './pager.css'

export interface PagerProps {
  /** 1-based. */
  page: number
  /**
   * The number of pages when it is known (or what is loaded so far plus one when more exist); without
   * it only Previous, "Page n" and Next are offered.
   */
  totalPages?: number
  /** Whether a page follows, where `totalPages` is not known. */
  hasNext?: boolean
  onGoTo: (page: number) => void
  busy?: boolean
  /** The navigation landmark's name, e.g. 'Recipients pages'. */
  label: string
  /** The parent's layout class (spacing), added to `pager`. */
  className?: string
}

/** Previous, at most 5 page numbers around the current page (when the total is known), Next. */
export function Pager({ page, totalPages, hasNext = false, onGoTo, busy = false, label, className }: PagerProps) {
  const { t } = useLingui()
  const last = totalPages ?? (hasNext ? page + 1 : page)
  if (last <= 1 && page <= 1) return null
  const nextAllowed = totalPages === undefined ? hasNext : page < totalPages
  const pageNumber = formatCount(page)
  return (
    <nav className={className ? `pager ${className}` : 'pager'} aria-label={label}>
      <button type="button" className="pager__button" onClick={() => onGoTo(page - 1)} disabled={page <= 1 || busy}>
        <span aria-hidden="true">‹ </span>
        <Trans>Previous</Trans>
      </button>
      {totalPages !== undefined ? (
        <ul className="pager__pages">
          {pageWindow(page, totalPages).map((number) => {
            const pageNumber = formatCount(number)
            return (
              <li key={number}>
                <button
                  type="button"
                  className={number === page ? 'pager__button pager__button--current' : 'pager__button'}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t`Page ${pageNumber}`}
                  onClick={() => onGoTo(number)}
                  disabled={busy}
                >
                  {pageNumber}
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <span className="pager__status">
          <Trans>Page {pageNumber}</Trans>
        </span>
      )}
      <button type="button" className="pager__button" onClick={() => onGoTo(page + 1)} disabled={!nextAllowed || busy}>
        <Trans>Next</Trans>
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}
