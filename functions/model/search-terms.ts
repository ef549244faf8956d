import type { TransferRecord } from './transfer-record'

/**
 * What the search index compares: lower case without accents, so 'Gülşen' is found by
 * 'gulsen' and 'GÜLŞEN'. Turkish dotless ı has no decomposition, so it is mapped to i by hand.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i')
}

type Searched = Pick<TransferRecord, 'firstName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'>

/** The fields spec 9's search looks in, normalised, one per line (a query never spans two). */
export const searchDocumentOf = (t: Searched): string => normalizeForSearch(`${t.firstName}\n${t.lastName}\n${t.invoiceNumber}\n${t.mobileNumber}`)

/** The shortest query the index answers: shorter ones have no trigram and keep the list's substring filter. */
export const MIN_INDEXED_QUERY = 3

/** Every distinct three-character slice of each line of `text`. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>()
  for (const line of text.split('\n')) {
    const chars = [...line]
    for (let i = 0; i + MIN_INDEXED_QUERY <= chars.length; i++) grams.add(chars.slice(i, i + MIN_INDEXED_QUERY).join(''))
  }
  return grams
}

/** At most this many of a query's trigrams are probed: every match holds all of them, so a few spread along it narrow as well as all. */
const MAX_PROBES = 6

/** The trigrams of a (normalised) query a search probes: its distinct trigrams, evenly spread when there are many. */
export function probeTrigrams(query: string): string[] {
  const grams = [...trigramsOf(query)]
  if (grams.length <= MAX_PROBES) return grams
  return Array.from({ length: MAX_PROBES }, (_, i) => grams[Math.round((i * (grams.length - 1)) / (MAX_PROBES - 1))] ?? '').filter(Boolean)
}
