import { ETHIOPIC_LOCALE, type Locale } from '../../../../shared/i18n/locales'

/** The Ethiopic font's @font-face rules (styles/ethiopic.css): a stylesheet of its own, fetched once. */
const loadEthiopicFont = (): Promise<unknown> => import('../../styles/ethiopic.css')

/** Loads the font for a page switching to `locale` when that language is written in Ethiopic. */
export function ethiopicFontFor(locale: Locale): void {
  if (locale === ETHIOPIC_LOCALE) void loadEthiopicFont()
}

/**
 * Loads the font once the page has loaded, for the language menu's "አማርኛ": the word shows only
 * when the menu opens, so it need not share the first paint's bandwidth.
 */
export function ethiopicFontAfterLoad(): void {
  if (document.readyState === 'complete') void loadEthiopicFont()
  else window.addEventListener('load', () => void loadEthiopicFont(), { once: true })
}
