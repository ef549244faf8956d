import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../i18n/locales'
import { intlCache } from '../i18n/intl-caches'

// A DisplayNames costs far more to make than to use: one per language, made on first use.
const regionNames = intlCache<Intl.DisplayNames>()

/**
 * A destination's name in `locale` from its ISO 3166 code ('so' → 'Soomaaliya'), for the SPA and
 * the e-mails alike: `name` (the spec's English name) in English, or where Intl knows only the code.
 */
export function countryNameIn(locale: Locale, code: string, name: string): string {
  if (locale === DEFAULT_LOCALE) return name
  let names = regionNames.get(locale)
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'code' })))
  const region = code.toUpperCase()
  try {
    const local = names.of(region)
    return local && local !== region ? local : name
  } catch {
    return name
  }
}
