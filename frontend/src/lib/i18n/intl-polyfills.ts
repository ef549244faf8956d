import { clearIntlCaches } from '../../../../shared/i18n/intl-caches'
import { INTL_LOCALES, type Locale } from '../../../../shared/i18n/locales'

/**
 * CLDR data for the languages a browser's own Intl lacks: Chromium ships no Somali, and its dates,
 * amounts and country names came out in English inside Somali sentences. FormatJS's polyfills take
 * over an Intl API only in such a browser and only once the reader picks such a language; each
 * language's data then loads with its messages (English's too: the English copy of the disclosures
 * is formatted beside the reader's language). Nothing loads in a browser that knows the language.
 */

type Load = () => Promise<unknown>

interface Polyfill {
  /** Whether the browser's own API formats `tag`. */
  native: (tag: string) => boolean
  /** Installs the polyfill in place of the browser's API. */
  install: Load
  /** The polyfill's data for each language (imports spelled out: the bundler splits each into a file of its own). */
  data: Record<Locale, Load>
}

const NUMBERS: Polyfill = {
  native: (tag) => Intl.NumberFormat.supportedLocalesOf(tag).length > 0,
  install: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
  data: {
    en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
    so: () => import('@formatjs/intl-numberformat/locale-data/so.js'),
    sw: () => import('@formatjs/intl-numberformat/locale-data/sw.js'),
    am: () => import('@formatjs/intl-numberformat/locale-data/am.js'),
    tr: () => import('@formatjs/intl-numberformat/locale-data/tr.js'),
  },
}

const DATES: Polyfill = {
  native: (tag) => Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0,
  install: () => import('@formatjs/intl-datetimeformat/polyfill-force.js'),
  data: {
    en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
    so: () => import('@formatjs/intl-datetimeformat/locale-data/so.js'),
    sw: () => import('@formatjs/intl-datetimeformat/locale-data/sw.js'),
    am: () => import('@formatjs/intl-datetimeformat/locale-data/am.js'),
    tr: () => import('@formatjs/intl-datetimeformat/locale-data/tr.js'),
  },
}

const DISPLAY_NAMES: Polyfill = {
  native: (tag) => Intl.DisplayNames.supportedLocalesOf(tag).length > 0,
  install: () => import('@formatjs/intl-displaynames/polyfill-force.js'),
  data: {
    en: () => import('@formatjs/intl-displaynames/locale-data/en.js'),
    so: () => import('@formatjs/intl-displaynames/locale-data/so.js'),
    sw: () => import('@formatjs/intl-displaynames/locale-data/sw.js'),
    am: () => import('@formatjs/intl-displaynames/locale-data/am.js'),
    tr: () => import('@formatjs/intl-displaynames/locale-data/tr.js'),
  },
}

const LISTS: Polyfill = {
  native: (tag) => Intl.ListFormat.supportedLocalesOf(tag).length > 0,
  install: () => import('@formatjs/intl-listformat/polyfill-force.js'),
  data: {
    en: () => import('@formatjs/intl-listformat/locale-data/en.js'),
    so: () => import('@formatjs/intl-listformat/locale-data/so.js'),
    sw: () => import('@formatjs/intl-listformat/locale-data/sw.js'),
    am: () => import('@formatjs/intl-listformat/locale-data/am.js'),
    tr: () => import('@formatjs/intl-listformat/locale-data/tr.js'),
  },
}

/** In dependency order: DateTimeFormat formats its numbers with NumberFormat. */
const POLYFILLS: readonly Polyfill[] = [NUMBERS, DATES, DISPLAY_NAMES, LISTS]

/** The polyfills installed so far, and each one's languages loaded (as they load). */
const installed = new Map<Polyfill, Map<Locale, Promise<unknown>>>()

/** Loads `locale`'s data for `polyfill` unless it is loaded or loading; says whether it started a load. */
function loadData(polyfill: Polyfill, loaded: Map<Locale, Promise<unknown>>, locale: Locale): Promise<boolean> {
  const pending = loaded.get(locale)
  if (pending) return pending.then(() => false)
  const load = polyfill.data[locale]().catch((error: unknown) => {
    loaded.delete(locale)
    throw error
  })
  loaded.set(locale, load)
  return load.then(() => true)
}

/**
 * Makes Intl format `locale`: a no-op where the browser knows it; else the polyfill of each API
 * that lacks it, with English's data and `locale`'s. Once an API is polyfilled, every language
 * the reader picks later loads its data too. The formatters made before are forgotten (they spoke
 * the browser's fallback). Rejects when a file cannot load (the caller decides).
 */
export async function intlReadyFor(locale: Locale): Promise<void> {
  let changed = false
  try {
    for (const polyfill of POLYFILLS) {
      let loaded = installed.get(polyfill)
      if (!loaded) {
        if (polyfill.native(INTL_LOCALES[locale])) continue
        await polyfill.install()
        installed.set(polyfill, (loaded = new Map()))
        changed = true
      }
      const started = await Promise.all([loadData(polyfill, loaded, 'en'), loadData(polyfill, loaded, locale)])
      changed ||= started.includes(true)
    }
  } finally {
    if (changed) clearIntlCaches()
  }
}

/**
 * Whether dates are formatted by the polyfill, which holds no time-zone data (its smallest set
 * weighs 125 kB): it knows UTC only, so a time in the reader's zone is shifted by hand first.
 */
export const datesPolyfilled = (): boolean => installed.has(DATES)
