import { DESTINATIONS } from '../countries/destinations'
import { LOCALES } from '../i18n/locales'

/**
 * The public pages the build prerenders in every language (frontend/prerender-plugin.ts), so they
 * paint before any script runs. Their router patterns live in frontend/src/config/paths.ts, which
 * the CDN's code cannot import; a frontend test holds the two lists together.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/about-us',
  '/security',
  '/contact-us',
  '/auth/sign-in',
  '/auth/sign-up',
  ...DESTINATIONS.map((country) => `/country/send-money-to-country/${country.id}`),
]

/** Where in the build the prerendered pages are written, one folder per language. */
export const PRERENDER_DIR = 'prerendered'

/**
 * The cookie holding the visitor's chosen language (set by the SPA beside its localStorage entry):
 * the CDN reads it to pick the prerendered page in that language.
 */
export const LOCALE_COOKIE = 'remit-locale'

/** The file (from the build's root, no leading slash) that holds `path` prerendered in `locale`. */
const prerenderedFile = (locale: string, path: string): string => `${PRERENDER_DIR}/${locale}${path === '/' ? '/index' : path}.html`

/** Every prerendered file: each page in each language. */
export const prerenderedFiles = (): { locale: (typeof LOCALES)[number]; path: string; file: string }[] =>
  LOCALES.flatMap((locale) => PRERENDERED_PATHS.map((path) => ({ locale, path, file: prerenderedFile(locale, path) })))

/** What the build writes on `#root` of a prerendered page (frontend/prerender-plugin.ts), read before hydrating (frontend/src/app/prerendered-start.ts). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale'
