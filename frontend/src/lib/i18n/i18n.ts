import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '../../../../shared/i18n/locales'
import { CATALOG_BRIDGE, catalogFile } from './chunk-catalog-files'
import { ethiopicFontFor } from './ethiopic-font'
import { intlReadyFor } from './intl-polyfills'

export { i18n }

/**
 * What the build says of one JS chunk's translations (frontend/chunk-catalogs-plugin.ts): locale →
 * the content hash of `assets/i18n-<locale>-<hash>.js`, which holds that chunk's messages only.
 */
type ChunkCatalog = Partial<Record<string, string>>

interface CatalogBridge {
  /** The catalogs of the entry and what it imports, named by the entry's first line. */
  entry: ChunkCatalog[]
  /** Called first thing by every lazily loaded chunk with messages: its import waits for them. */
  load?: (catalogs: ChunkCatalog[]) => Promise<void>
}

/** Set by the entry chunk's first line in a production build; absent in the dev server and tests. */
const bridge = (globalThis as Record<string, unknown>)[CATALOG_BRIDGE] as CatalogBridge | undefined

/** Every chunk's catalogs the page has run so far: a switch of language loads exactly these. */
const chunkCatalogs: ChunkCatalog[] = [...(bridge?.entry ?? [])]
/** File → its load, once each (a failed one is forgotten, to be tried again). */
const loads = new Map<string, Promise<void>>()
/** The language the page is switching to (or speaks). */
let target: Locale = DEFAULT_LOCALE

i18n.load(DEFAULT_LOCALE, {})
i18n.activate(DEFAULT_LOCALE)

function loadOnce(file: string, locale: Locale, load: () => Promise<{ default?: Messages; messages?: Messages }>): Promise<void> {
  let pending = loads.get(file)
  if (!pending) {
    pending = load().then(
      (module) => i18n.load(locale, module.default ?? module.messages ?? {}),
      (error: unknown) => {
        loads.delete(file)
        throw error
      },
    )
    loads.set(file, pending)
  }
  return pending
}

/**
 * Loads every message the page's code can show in `locale`. English needs nothing: each message
 * carries its English (frontend/source-messages-plugin.ts). A production build fetches each chunk's
 * share of the catalog; the dev server and the tests, which have no chunks, load the whole catalog.
 */
async function loadMessages(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  if (!import.meta.env.PROD) {
    await loadOnce(locale, locale, () => import(`../../locales/${locale}/messages.po`))
    return
  }
  await Promise.all(
    chunkCatalogs.flatMap((catalog) => {
      const hash = catalog[locale]
      if (!hash) return []
      const file = import.meta.env.BASE_URL + catalogFile(locale, hash)
      return [loadOnce(file, locale, () => import(/* @vite-ignore */ file))]
    }),
  )
}

if (bridge) {
  bridge.load = async (catalogs) => {
    chunkCatalogs.push(...catalogs)
    // The language shown and, during a switch, the one coming: the chunk's screens render in either.
    const locales = new Set<Locale>([currentLocale(), target])
    // A catalog that cannot load leaves the chunk's messages in English rather than the page broken.
    await Promise.all([...locales].map((locale) => loadMessages(locale).catch(() => undefined)))
  }
}

/**
 * Switches the whole page to `locale` once every message its code can show is there: nothing shows
 * half in one language and half in another. `<html lang>` follows, so screen readers and fonts do too.
 * Rejects, leaving the page as it was, when a catalog cannot load.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale
  ethiopicFontFor(locale)
  try {
    // Intl data that cannot load leaves dates and amounts in English, not the switch undone.
    await Promise.all([loadMessages(locale), intlReadyFor(locale).catch(() => undefined)])
  } catch (error) {
    if (target === locale) target = currentLocale()
    throw error
  }
  // A later choice made while this one loaded wins.
  if (target !== locale) return
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
