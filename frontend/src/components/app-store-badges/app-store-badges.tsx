import { Trans, useLingui } from '@lingui/react/macro'
import { PhoneIcon } from '../icons/icons'
import './app-store-badges.css'

/** The app is advertised (spec 1) but not released: store badges are plain text, not links (the stores' own names). */
const STORES = ['App Store', 'Google Play'] as const

export function AppStoreBadges({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <ul className={className ? `app-stores ${className}` : 'app-stores'} aria-label={t`App stores`}>
      {STORES.map((store) => (
        <li key={store} className="app-stores__store">
          <PhoneIcon className="app-stores__icon" />
          <span>
            <span className="app-stores__soon">
              <Trans>Coming soon</Trans>
            </span>
            <span className="app-stores__name">{store}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
