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

/** The language whose Intl data a page left for later ({@link activateLocale}), while it is not loaded. */
let intlLater: { locale: Locale; ready?: Promise<void> } | undefined

/**
 * Switches the whole page to `locale` once every message its code can show is there: nothing shows
 * half in one language and half in another. `<html lang>` follows, so screen readers and fonts do too.
 * Rejects, leaving the page as it was, when a catalog cannot load.
 *
 * `intl: 'later'` (a prerendered page whose first screen formats no date, amount or name with Intl)
 * leaves the language's Intl data, in a browser that lacks it, to {@link intlSettled}: the FormatJS
 * polyfills and their data are the heaviest script a first visit in Somali runs, and the page's
 * first seconds are the reader's.
 */
export async function activateLocale(locale: Locale, { intl = 'now' }: { intl?: 'now' | 'later' } = {}): Promise<void> {
  target = locale
  ethiopicFontFor(locale)
  try {
    // Intl data that cannot load leaves dates and amounts in English, not the switch undone.
    await Promise.all([loadMessages(locale), intl === 'now' ? intlReadyFor(locale).catch(() => undefined) : undefined])
  } catch (error) {
    if (target === locale) target = currentLocale()
    throw error
  }
  // A later choice made while this one loaded wins.
  if (target !== locale) return
  intlLater = intl === 'later' ? { locale } : undefined
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/**
 * Resolves once Intl formats the page's language: at once, unless the page left its Intl data for
 * later, which this loads (once), then renders the page again so that anything formatted meanwhile
 * is formatted anew. Code that formats awaits it before it renders (lazyRoute), and the page's
 * first interaction starts it ({@link settleIntlOnInteraction}).
 */
export function intlSettled(): Promise<void> {
  const later = intlLater
  if (!later) return Promise.resolve()
  later.ready ??= intlReadyFor(later.locale)
    .catch(() => undefined)
    .then(() => {
      if (intlLater !== later) return
      intlLater = undefined
      i18n.activate(currentLocale())
    })
  return later.ready
}

/** The events that say a reader is about to do something: their Intl data loads then, while they act. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Starts {@link intlSettled} on the page's first interaction, where a page left its Intl data for later. */
export function settleIntlOnInteraction(): void {
  if (!intlLater) return
  const settle = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, settle, true)
    void intlSettled()
  }
  for (const type of INTERACTIONS) window.addEventListener(type, settle, { capture: true, passive: true })
}

export function currentLocale(): Locale {
  const locale = i18n.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The tag `Intl` formats with for the current language. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()]
}
