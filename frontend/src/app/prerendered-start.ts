import { createContext } from 'react'
import type { Locale } from '../../../shared/i18n/locales'
import { PRERENDERED_LOCALE_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../../../shared/site/prerendered-pages'

/**
 * The path whose prerendered markup the app started on (hydrating it), or null. The start spinners
 * (the app's and the home page's, spec 2.3) are skipped on that page: the page is already painted,
 * and the first render must be the markup the build made, not a spinner over it.
 */
export const PrerenderedStartContext = createContext<string | null>(null)

/**
 * The path to hydrate, when `container` holds the prerendered markup of exactly this page in the
 * language the app starts in; else null (the app renders afresh over whatever is there). Neither a
 * query string nor the router's location state is in the markup (the country page's calculator
 * reads its figures from the one; a reloaded sign-in page keeps, in the other, where a guard stopped
 * the visitor, which its links carry on), so a page opened with either is rendered afresh too.
 */
export function prerenderedStartOf(
  container: Element,
  locale: Locale,
  location: { pathname: string; search: string },
  historyState: unknown = null,
): string | null {
  const path = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE)
  // React Router keeps a location's state under `usr` in the history entry.
  const routerState = typeof historyState === 'object' && historyState !== null && 'usr' in historyState ? historyState.usr : undefined
  const prerendered = path !== null && path === location.pathname && location.search === '' && routerState == null
  return prerendered && container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale && container.firstElementChild ? path : null
}
