import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../../../../shared/i18n/locales'
import { LOCALE_COOKIE } from '../../../../shared/site/prerendered-pages'

/** A signed-out visitor's choice survives reloads (this browser only); a signed-in user's is on the profile too. */
export const LOCALE_KEY = 'remit:locale'

/** A year: the choice is the visitor's until they make another. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The choice as a cookie too, which the CDN reads (scripts cannot run there) to answer a public
 * page prerendered in that language (shared/site/site-uri.ts). Only `Secure` over HTTPS, so the
 * local gateway over plain HTTP keeps it as well.
 */
function writeLocaleCookie(locale: Locale): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
  } catch {
    // Cookies disabled: the CDN follows Accept-Language, and a page in another language renders afresh.
  }
}

/** The cookie's language, when it names one of ours. */
function cookieLocale(): Locale | undefined {
  try {
    const value = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The stored choice, else the cookie's (storage cleared or disabled: the CDN answered the page in
 * it, so the app starts in the same language), else the first of the browser's languages that is
 * one of ours, else English.
 */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY)
    if (isLocale(stored)) {
      // A choice stored before the cookie existed reaches the CDN from the next page on.
      writeLocaleCookie(stored)
      return stored
    }
  } catch {
    // Storage disabled: the cookie, else the browser.
  }
  return cookieLocale() ?? matchLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE
}

export function rememberLocale(locale: Locale): void {
  writeLocaleCookie(locale)
  try {
    localStorage.setItem(LOCALE_KEY, locale)
  } catch {
    // Storage disabled: the choice lasts as long as the page (and the cookie).
  }
}
