import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../../../../shared/i18n/locales'

/** A signed-out visitor's choice survives reloads (this browser only); a signed-in user's is on the profile too. */
export const LOCALE_KEY = 'remit:locale'

/** The stored choice, else the first of the browser's languages that is one of ours, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage disabled: follow the browser.
  }
  return matchLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale)
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}
