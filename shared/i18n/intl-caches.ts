/**
 * Intl formatters are costly to make and cheap to use, so each module keeps the ones it made. In a
 * browser whose Intl lacks the reader's language, a page that formats nothing at first starts
 * before the FormatJS polyfills load (frontend/src/lib/i18n/intl-polyfills.ts): a formatter made
 * meanwhile speaks the browser's fallback, and is dropped when the polyfills take over.
 */
const caches = new Set<Map<string, unknown>>()

/** A cache of formatters, by whatever key its module builds (language, options). */
export function intlCache<V>(): Map<string, V> {
  const cache = new Map<string, V>()
  caches.add(cache)
  return cache
}

/** Forgets every formatter made so far: Intl has changed under them. */
export function clearIntlCaches(): void {
  for (const cache of caches) cache.clear()
}
