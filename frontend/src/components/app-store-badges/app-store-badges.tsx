import { PhoneIcon } from '../icons/icons'
import './app-store-badges.css'

/** The app is advertised (spec 1) but not released: store badges are plain text, not links. */
const STORES = ['App Store', 'Google Play'] as const

export function AppStoreBadges({ className }: { className?: string }) {
  return (
    <ul className={className ? `app-stores ${className}` : 'app-stores'} aria-label="App stores">
      {STORES.map((store) => (
        <li key={store} className="app-stores__store">
          <PhoneIcon className="app-stores__icon" />
          <span>
            <span className="app-stores__soon">Coming soon</span>
            <span className="app-stores__name">{store}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
