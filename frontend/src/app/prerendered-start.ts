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
 * language the app starts in; else null (the app renders afresh over whatever is there). A query
 * string is not in the markup (the country page's calculator reads its figures from it), so a page
 * opened with one is rendered afresh too.
 */
export function prerenderedStartOf(container: Element, locale: Locale, location: { pathname: string; search: string }): string | null {
  const path = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE)
  const prerendered = path !== null && path === location.pathname && location.search === ''
  return prerendered && container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale && container.firstElementChild ? path : null
}
