import { jaroWinkler } from '@skyra/jaro-winkler'
import type { SanctionsEntry } from '../../shared/compliance/hold'

/**
 * Fuzzy matching of a person's name against a sanctions list (issue 17).
 *
 * Names are normalised (accents and case folded, punctuation dropped, apostrophes joined, company
 * forms such as "Ltd" dropped, so "O'Neil-Núñez" is "oneil nunez") and compared as sets of tokens, so "HASSAN, Ali" and "Ali
 * Hassan" are the same name. Two names score by pairing their tokens (best Jaro-Winkler pairs first,
 * a pair under {@link TOKEN_FLOOR}, or of lengths too far apart, does not pair) and weighting each pair by its tokens' length; a
 * token left unpaired on either side counts zero, so "Mohamed Ali" is not flagged by a listed
 * "Mohamed Ali Abdi Hassan", while a typo or two ("Mohamad Hasan") still scores high. A name whose
 * score with a listed name or alias reaches {@link MATCH_THRESHOLD} is a possible match for review.
 *
 * The threshold was set on the labelled names in sanctions-matcher.test.ts: at 0.90 every true
 * match there (typos, reordered and accented names, aliases) is found and no common name is flagged.
 */
export const MATCH_THRESHOLD = 0.9
/** Two tokens this far apart are different words (they neither pair nor make a candidate). */
export const TOKEN_FLOOR = 0.85

export function normaliseName(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((token) => token.length > 0 && !LEGAL_FORMS.has(token))
}

const lengthOf = (tokens: readonly string[]) => tokens.reduce((sum, token) => sum + token.length, 0)

/**
 * How much two words' lengths may differ and still be one word misspelt: a third of the longer.
 * Jaro-Winkler alone forgives a short word that is the start of a long one ("Abdi" and "Abdulkarim"
 * score 0.86), which would flag common short names against long listed ones.
 */
const lengthSpread = (length: number) => Math.max(1, Math.floor(length / 3))
const closeLengths = (x: string, y: string) => Math.abs(x.length - y.length) <= lengthSpread(Math.max(x.length, y.length))

/** Company-form words that say nothing about who an entity is ("Co", "Ltd", "A.S."). */
const LEGAL_FORMS = new Set(['co', 'company', 'ltd', 'limited', 'llc', 'inc', 'corp', 'corporation', 'plc', 'as', 'sa', 'gmbh'])

/** The score of two tokenised names, 0–1 (see the module's comment). */
export function nameScore(a: readonly string[], b: readonly string[]): number {
  const total = lengthOf(a) + lengthOf(b)
  if (total === 0) return 0
  const pairs: { i: number; j: number; score: number }[] = []
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const x = a[i] as string
      const y = b[j] as string
      const score = x === y ? 1 : closeLengths(x, y) ? jaroWinkler(x, y) : 0
      if (score >= TOKEN_FLOOR) pairs.push({ i, j, score })
    }
  }
  pairs.sort((p, q) => q.score - p.score)
  const usedA = new Set<number>()
  const usedB = new Set<number>()
  let weighted = 0
  for (const { i, j, score } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue
    usedA.add(i)
    usedB.add(j)
    weighted += score * ((a[i] as string).length + (b[j] as string).length)
  }
  return weighted / total
}

export interface SanctionsMatch {
  entry: SanctionsEntry
  matchedName: string
  score: number
}

interface IndexedName {
  entry: number
  name: string
  tokens: string[]
}

/**
 * A list prepared for screening: every name and alias tokenised once, and its distinct tokens
 * bucketed by first letter and length, so a screened token is compared with the few hundred listed
 * tokens that could be close to it rather than with the whole list. Immutable: a new list version is
 * a new matcher, so a screening in progress never sees half of a reload.
 */
export class SanctionsMatcher {
  private readonly names: IndexedName[] = []
  /** `<first letter>|<length>` → distinct listed tokens → the names that hold them. */
  private readonly buckets = new Map<string, Map<string, number[]>>()

  constructor(
    readonly version: string,
    private readonly entries: readonly SanctionsEntry[],
  ) {
    entries.forEach((entry, index) => {
      for (const name of [entry.name, ...entry.aliases]) {
        const tokens = normaliseName(name)
        if (tokens.length === 0) continue
        const at = this.names.push({ entry: index, name, tokens }) - 1
        for (const token of new Set(tokens)) {
          const key = `${token[0]}|${token.length}`
          let bucket = this.buckets.get(key)
          if (!bucket) this.buckets.set(key, (bucket = new Map()))
          let holders = bucket.get(token)
          if (!holders) bucket.set(token, (holders = []))
          holders.push(at)
        }
      }
    })
  }

  get size(): number {
    return this.entries.length
  }

  /** The names that share a close token with `tokens`: the only ones worth scoring. */
  private candidates(tokens: readonly string[]): Set<number> {
    const found = new Set<number>()
    for (const token of new Set(tokens)) {
      // Every length `closeLengths` lets pair with this token: down by a third of it, up by half of it.
      const longest = token.length + Math.max(1, Math.floor(token.length / 2))
      for (let length = token.length - lengthSpread(token.length); length <= longest; length++) {
        const bucket = this.buckets.get(`${token[0]}|${length}`)
        if (!bucket) continue
        for (const [listed, holders] of bucket) {
          if (listed === token || (closeLengths(listed, token) && jaroWinkler(listed, token) >= TOKEN_FLOOR))
            for (const holder of holders) found.add(holder)
        }
      }
    }
    return found
  }

  /** The best-scoring entry for `name` at or above the threshold, or undefined. */
  screen(name: string): SanctionsMatch | undefined {
    const tokens = normaliseName(name)
    if (tokens.length === 0) return undefined
    let best: SanctionsMatch | undefined
    for (const at of this.candidates(tokens)) {
      const listed = this.names[at] as IndexedName
      const score = nameScore(tokens, listed.tokens)
      if (score >= MATCH_THRESHOLD && (!best || score > best.score)) {
        best = { entry: this.entries[listed.entry] as SanctionsEntry, matchedName: listed.name, score }
      }
    }
    return best
  }
}
