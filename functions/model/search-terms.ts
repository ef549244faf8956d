import type { TransferRecord } from './transfer-record'

/**
 * What the search index compares: lower case without accents, so 'Gülşen' is found by
 * 'gulsen' and 'GÜLŞEN'. Turkish dotless ı has no decomposition, so it is mapped to i by hand.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i')
}

type Searched = Pick<TransferRecord, 'firstName' | 'middleName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'>

/** Who sent a transfer, as staff's search finds it: the sender's profile name and e-mail. */
export interface SenderTerms {
  firstName: string
  lastName: string
  email: string
}

/**
 * The transfer's own fields spec 9's search looks in (the recipient's names, the middle one
 * included so a full name is found whole, invoice, mobile number), normalised, one per line (a
 * query word never spans two).
 */
export const searchDocumentOf = (t: Searched): string =>
  normalizeForSearch([t.firstName, t.middleName, t.lastName, t.invoiceNumber, t.mobileNumber].filter(Boolean).join('\n'))

/** The sender's lines of a transfer's search text (staff find a sender's transfers by name or e-mail). */
export const senderDocumentOf = (sender: SenderTerms | undefined): string =>
  sender ? normalizeForSearch(`${sender.firstName}\n${sender.lastName}\n${sender.email}`) : ''

/** Whether `document` holds every word of a query (each a substring, in any order and any field). */
export const holdsEvery = (document: string, words: readonly string[]): boolean => words.every((word) => document.includes(word))

/** The shortest query word the index answers: shorter ones have no trigram (they narrow only as substrings). */
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

/**
 * The trigrams of a (normalised) query's words a search probes: their distinct trigrams, evenly
 * spread when there are many (every match holds each word, so each word's trigrams are all candidates).
 */
export function probeTrigrams(words: readonly string[]): string[] {
  const grams = [...trigramsOf(words.join('\n'))]
  if (grams.length <= MAX_PROBES) return grams
  return Array.from({ length: MAX_PROBES }, (_, i) => grams[Math.round((i * (grams.length - 1)) / (MAX_PROBES - 1))] ?? '').filter(Boolean)
}
