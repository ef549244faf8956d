import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '../../../../shared/i18n/locales'

export { i18n }

/**
 * The catalogs of one locale, by area (lingui.config.ts): `public` is needed by every page, `app` by
 * the signed-in area only, each a chunk loaded before the screens that need it render. English needs
 * none: every message carries its English, compiled at build (frontend/source-messages-plugin.ts).
 */
export type CatalogArea = 'public' | 'app'

const loaders: Record<CatalogArea, (locale: Locale) => Promise<{ messages: Messages }>> = {
  public: (locale) => import(`../../locales/${locale}/public.po`),
  app: (locale) => import(`../../locales/${locale}/app.po`),
}

/** Which catalogs are in memory (`so/app`), and which areas the page has asked for so far. */
const loaded = new Set<string>()
const areasInUse = new Set<CatalogArea>(['public'])

i18n.load(DEFAULT_LOCALE, {})
i18n.activate(DEFAULT_LOCALE)

function isLoaded(locale: Locale, area: CatalogArea): boolean {
  return locale === DEFAULT_LOCALE || loaded.has(`${locale}/${area}`)
}

/** Loads one area's catalog of a locale (once) without switching to it. */
export async function loadCatalog(locale: Locale, area: CatalogArea): Promise<void> {
  areasInUse.add(area)
  if (isLoaded(locale, area)) return
  const { messages } = await loaders[area](locale)
  i18n.load(locale, messages)
  loaded.add(`${locale}/${area}`)
}

/**
 * Switches the whole page to `locale` once every catalog the page uses is there: nothing shows half
 * in one language and half in another. `<html lang>` follows, so screen readers and fonts do too.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalog(locale, area)))
  i18n.activate(locale)
  document.documentElement.lang = locale
}

export function currentLocale(): Locale {
  const locale = i18n.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The tag `Intl` formats with for the current language. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()]
}
