import { jaroWinkler } from '@skyra/jaro-winkler'
import type { SanctionsEntry } from '../../shared/compliance/hold'

/**
 * Fuzzy matching of a person's name against a sanctions list.
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
const TOKEN_FLOOR = 0.85

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

type Similarity = (a: string, b: string) => number

const plainSimilarity: Similarity = (a, b) => (a === b ? 1 : closeLengths(a, b) ? jaroWinkler(a, b) : 0)

/** The score of two tokenised names, 0–1 (see the module's comment). */
export function nameScore(a: readonly string[], b: readonly string[], similarity: Similarity = plainSimilarity): number {
  const total = lengthOf(a) + lengthOf(b)
  if (total === 0) return 0
  const pairs: { i: number; j: number; score: number }[] = []
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const score = similarity(a[i] as string, b[j] as string)
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
  /** The tokens' total length, for the score's denominator. */
  length: number
}

/**
 * The keys a token is blocked under: its first letter with its second, and with its third. A
 * misspelt word keeps at least one of them (a wrong, missing or extra second letter leaves the
 * first-and-third key, or meets the other word's first-and-second), so it still finds the listed
 * word, while each key holds a few dozen listed words rather than every word with that initial.
 */
const blockKeys = (token: string): string[] => {
  const first = token[0] ?? ''
  return token.length < 3 ? [`${first}${token[1] ?? ''}`] : [`${first}${token[1]}`, `${first}${token[2]}`]
}

interface ListedToken {
  token: string
  /** Indexes into `names` of the names that hold it. */
  holders: number[]
}

/**
 * A list prepared for screening: every name and alias tokenised once, and its distinct tokens
 * blocked by {@link blockKeys} and length, so a screened word is compared with the few listed words
 * that could be close to it rather than with the whole list. Immutable: a new list version is a new
 * matcher, so a screening in progress never sees half of a reload.
 */
export class SanctionsMatcher {
  private readonly names: IndexedName[] = []
  /** `<block key>|<length>` → the listed words under it. */
  private readonly blocks = new Map<string, ListedToken[]>()

  constructor(
    readonly version: string,
    private readonly entries: readonly SanctionsEntry[],
  ) {
    const tokens = new Map<string, ListedToken>()
    entries.forEach((entry, index) => {
      for (const name of [entry.name, ...entry.aliases]) {
        const words = normaliseName(name)
        if (words.length === 0) continue
        const at = this.names.push({ entry: index, name, tokens: words, length: lengthOf(words) }) - 1
        for (const word of new Set(words)) {
          let listed = tokens.get(word)
          if (!listed) {
            tokens.set(word, (listed = { token: word, holders: [] }))
            for (const key of blockKeys(word)) {
              const block = `${key}|${word.length}`
              const members = this.blocks.get(block)
              if (members) members.push(listed)
              else this.blocks.set(block, [listed])
            }
          }
          listed.holders.push(at)
        }
      }
    })
  }

  get size(): number {
    return this.entries.length
  }

  /**
   * The names that share a close word with `tokens`, each with an upper bound of its score: every
   * screened word's best pair with the name, weighted as {@link nameScore} weighs pairs, but without
   * the one-to-one pairing. Only a name whose bound reaches the threshold is worth scoring; a common
   * word shared with thousands of listed names bounds almost all of them far below it.
   */
  private candidates(tokens: readonly string[], similarity: Similarity): Map<number, number> {
    const best = new Map<number, number[]>()
    tokens.forEach((token, index) => {
      const seen = new Set<ListedToken>()
      // Every length `closeLengths` lets pair with this token: down by a third of it, up by half of it.
      const longest = token.length + Math.max(1, Math.floor(token.length / 2))
      for (let length = token.length - lengthSpread(token.length); length <= longest; length++) {
        for (const key of blockKeys(token)) {
          for (const listed of this.blocks.get(`${key}|${length}`) ?? []) {
            if (seen.has(listed)) continue
            seen.add(listed)
            const score = similarity(listed.token, token)
            if (score < TOKEN_FLOOR) continue
            const weighted = score * (listed.token.length + token.length)
            for (const holder of listed.holders) {
              let row = best.get(holder)
              if (!row) best.set(holder, (row = new Array<number>(tokens.length).fill(0)))
              if (weighted > (row[index] ?? 0)) row[index] = weighted
            }
          }
        }
      }
    })
    const screenedLength = lengthOf(tokens)
    const bounds = new Map<number, number>()
    for (const [holder, row] of best) {
      const listed = this.names[holder] as IndexedName
      bounds.set(holder, row.reduce((sum, value) => sum + value, 0) / (screenedLength + listed.length))
    }
    return bounds
  }

  /** The best-scoring entry for `name` at or above the threshold, or undefined. */
  screen(name: string): SanctionsMatch | undefined {
    const tokens = normaliseName(name)
    if (tokens.length === 0) return undefined
    // One screening compares the same few words again and again: each pair is worked out once.
    const memo = new Map<string, number>()
    const similarity: Similarity = (a, b) => {
      const key = `${a}|${b}`
      let score = memo.get(key)
      if (score === undefined) memo.set(key, (score = plainSimilarity(a, b)))
      return score
    }
    let best: SanctionsMatch | undefined
    for (const [at, bound] of this.candidates(tokens, similarity)) {
      if (bound < MATCH_THRESHOLD || (best && bound <= best.score)) continue
      const listed = this.names[at] as IndexedName
      const score = nameScore(listed.tokens, tokens, similarity)
      if (score >= MATCH_THRESHOLD && (!best || score > best.score)) {
        best = { entry: this.entries[listed.entry] as SanctionsEntry, matchedName: listed.name, score }
      }
    }
    return best
  }
}
