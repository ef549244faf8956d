import { jaroWinkler } from '@skyra/jaro-winkler'
import type { SanctionsEntry } from '../../shared/compliance/hold'
import { commonNameShares } from './common-names'
import { birthEvidence, type BirthFacts, type BirthFinding } from './sanctions-birth'
import {
  consonantSkeleton,
  foldToken,
  joinWords,
  listedParts,
  normaliseName,
  phoneticCodes,
  withoutArticle,
  withoutAyn,
  type NamePart,
} from './sanctions-names'

/**
 * Fuzzy matching of a person's name against a sanctions list, built as OpenSanctions' matcher
 * and Moov Watchman build theirs (see docs/compliance.md#matching):
 *
 * - words are normalised and transliterated (sanctions-names.ts), then folded to a spelling-free
 *   form, so a Cyrillic look-alike, a dot or hyphen inside a word, a Somali, Arabic, Amharic or
 *   Turkish spelling does not change the word;
 * - two words are close when folded they are equal, share a Double Metaphone code or a consonant
 *   skeleton, or their Jaro-Winkler similarity reaches {@link TOKEN_FLOOR}; a word also pairs with two
 *   words run together ("XasanQorane"), and an initial with a given name it starts;
 * - the score says how much of the LISTED name the screened name covers, each listed word weighted
 *   by its part (family name and first given name count whole, further given names little, so
 *   first-and-last-name-only still matches) and by how rare the word is (its share of the list's
 *   names, and a built-in list of common names), so "Mohamed" and "Ali" alone prove little; words
 *   the screened name adds cost a little each;
 * - a name whose matched words carry too little information (see {@link MIN_INFORMATION}) scores
 *   lower in proportion, so "Hassan Ali" is not a match for a listed "ALI, Hassan";
 * - a date or place of birth that clearly differs from the entry's lowers the score (sanctions-birth.ts).
 *
 * Candidates: only listed words that are evidence (not common) are indexed, under their folded
 * form and its one-letter deletions, their consonant skeleton and its deletions, and their Double
 * Metaphone codes; a screened word looks up the same keys, so a typo, a transliteration or a
 * different first letter still finds the listed word, and only the few names holding those words are scored.
 */
export const MATCH_THRESHOLD = 0.88
/** Two words this far apart are different words. */
const TOKEN_FLOOR = 0.85
/** Two words that sound the same (same Double Metaphone code or consonant skeleton). */
const SOUND_ALIKE = 0.95
/** Two words of one Double Metaphone code: vowels apart, so less alike than by their consonants. */
const METAPHONE_ALIKE = 0.9
/** What each letter one word has more than the other costs, from two (see {@link wordSimilarity}). */
const LONGER_WORD = 0.05
/** See {@link wordSimilarity}. */
const SHORT_WORD = 5
/** Words must be this close by spelling before sounding alike makes them closer. */
const SOUND_ALIKE_FROM = 0.8
/** An initial standing for a given name. */
const INITIAL = 0.93
/** The information an initial carries, relative to the word it stands for. */
const INITIAL_INFORMATION = 0.3
/** A listed given name after the first counts this much of a core word. */
const OTHER_GIVEN_NAME = 0.1
/** A family name's further words count this much of a core word (see {@link coverable}). */
const OTHER_FAMILY_NAME = 0.1
/** The information any matched word carries, however common: three common words matched are more than two. */
const WORD_INFORMATION = 0.15
/** What each screened word that pairs with nothing costs: a person's name may hold more names than the list knows. */
const EXTRA_WORD = 0.02
/** ... while an organisation's name is matched whole: a person's name holding one of its words is not it. */
const EXTRA_WORD_ENTITY = 0.2
/**
 * The information (sum of matched words' rarity, 0–1 each) a match needs to count whole: one rare
 * word and a moderately common one, or two fairly rare ones. Below it the score falls in proportion.
 */
const MIN_INFORMATION = 1.1
/** Listed words rarer than this make a name a candidate. */
const EVIDENCE = 0.2
/** Rarities kept per matcher: the list's words and the screened words seen since (bounded for a long-lived function). */
const MAX_RARITIES = 500_000
/** The list size word shares are read against: a small list makes every word look rare, not common. */
const MIN_LIST_SIZE = 10_000

/** Entry types that are not people or organisations: a person's name is not screened against a ship. */
const NOT_SCREENED_TYPES = new Set(['vessel', 'aircraft'])

export interface SanctionsMatch {
  entry: SanctionsEntry
  matchedName: string
  score: number
  /** How the date or place of birth changed the score, when it did. */
  birth?: BirthFinding
}

interface ListedName {
  entry: number
  name: string
  /** A person's name may be matched by a longer one; an organisation's only whole. */
  person: boolean
  tokens: string[]
  /** Each word's weight in the coverage: its part times its rarity. */
  weights: number[]
  /** Which words are the family name. */
  family: boolean[]
  /** Each word's rarity, 0–1. */
  information: number[]
  total: number
  /** The rarity of the words not indexed (too common to be evidence), for the candidates' bound. */
  unindexed: number
}

interface IndexedWord {
  word: string
  /** Its rarity (two words run together: both words'). */
  information: number
  /** The names holding it (indexes into `names`). */
  holders: number[]
}

const lengthSpread = (length: number) => Math.max(1, Math.floor(length / 3))
const closeLengths = (x: string, y: string) => Math.abs(x.length - y.length) <= lengthSpread(Math.max(x.length, y.length))

function deletions(word: string): string[] {
  if (word.length < 4) return []
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

function lookupKeys(word: string, joined = false): string[] {
  const skeleton = consonantSkeleton(word)
  // Two words run together are looked up as typed or by their skeleton: their typos are found by the separate words.
  if (joined) return [`w${word}`, `s${skeleton}`]
  return [
    `w${word}`,
    ...deletions(word).map((d) => `w${d}`),
    `s${skeleton}`,
    ...deletions(skeleton).map((d) => `s${d}`),
    ...phoneticCodes(word).map((code) => `m${code}`),
  ]
}

/**
 * Similarity of two folded words, 0–1. Words shorter than {@link SHORT_WORD} are close only when they
 * sound alike: one letter apart they are most often two names ("Musa" and "Muna", "Omar" and "Amar").
 */
function wordSimilarity(a: string, b: string): number {
  let best = spellingSimilarity(a, b)
  // An article written joined on one side only ("Alubaydi" and "Ubaydi"), a Somali ʿayn ("Cali" and "Ali").
  for (const strip of [withoutArticle, withoutAyn]) {
    const [bareA, bareB] = [strip(a), strip(b)]
    if (bareA !== undefined && bareB === undefined) best = Math.max(best, spellingSimilarity(bareA, b))
    if (bareB !== undefined && bareA === undefined) best = Math.max(best, spellingSimilarity(a, bareB))
  }
  return best
}

function spellingSimilarity(a: string, b: string): number {
  if (a === b) return 1
  if (a.length < 2 || b.length < 2 || !closeLengths(a, b)) return 0
  const similarity = jaroWinkler(a, b)
  if (similarity < SOUND_ALIKE_FROM) return 0
  const skeleton = consonantSkeleton(a)
  if (skeleton.length >= 3 && skeleton === consonantSkeleton(b)) return Math.max(similarity, SOUND_ALIKE)
  if (phoneticCodes(a).some((code) => phoneticCodes(b).includes(code))) return Math.max(similarity, METAPHONE_ALIKE)
  if (Math.min(a.length, b.length) < SHORT_WORD) return 0
  // Jaro-Winkler forgives a suffix ("Ozdemir" and "Ozdemirci" score 0.96): two or more letters more is another word.
  const longer = Math.abs(a.length - b.length)
  return longer >= 2 ? similarity * (1 - LONGER_WORD * longer) : similarity
}

/**
 * Words run together pair with one word only when the same, or one letter apart in a long word:
 * Jaro-Winkler's weight on a shared start would otherwise pair "Mustafa" with "Mustaf Ato" run
 * together, and "Erkan" with "Eric Chan".
 */
const JOINED_FLOOR = 0.96
const JOINED_FUZZY_LENGTH = 9
function joinedSimilarity(a: string, b: string, similarity: (a: string, b: string) => number): number {
  if (a === b) return 1
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < JOINED_FUZZY_LENGTH) return 0
  const value = similarity(a, b)
  return value >= JOINED_FLOOR ? value : 0
}

/**
 * The coverage a name's words give: every word's weight, but of a family name of several words
 * ("VALDEZ RODRIGUEZ", two surnames) the heaviest word whole and the others a little, since a
 * person often goes by one of them.
 */
function coverable(weights: readonly number[], family: readonly boolean[]): number {
  let sum = 0
  let familyBest = 0
  let familyRest = 0
  weights.forEach((weight, i) => {
    if (!family[i]) sum += weight
    else if (weight > familyBest) {
      familyRest += familyBest
      familyBest = weight
    } else familyRest += weight
  })
  return sum + familyBest + OTHER_FAMILY_NAME * familyRest
}

interface Pairing {
  listed: number[]
  screened: number[]
  similarity: number
  /** The information the pairing carries per unit of the listed words' rarity. */
  informative: number
}

/**
 * A list prepared for screening. Immutable: a new list version is a new matcher, so a screening in
 * progress never sees half of a reload.
 */
export class SanctionsMatcher {
  private readonly names: ListedName[] = []
  private readonly index = new Map<string, IndexedWord[]>()
  private readonly rarity = new Map<string, number>()
  private readonly entriesHolding = new Map<string, Set<number>>()
  private readonly common: Map<string, number>
  private readonly listSize: number

  /** The score a match needs: {@link MATCH_THRESHOLD} unless a measurement tries another. */
  readonly threshold: number

  constructor(
    readonly version: string,
    private readonly entries: readonly SanctionsEntry[],
    options: { threshold?: number } = {},
  ) {
    this.threshold = options.threshold ?? MATCH_THRESHOLD
    const parsed = entries.flatMap((entry, at) => {
      const type = entry.type.toLowerCase()
      if (NOT_SCREENED_TYPES.has(type)) return []
      return [entry.name, ...entry.aliases].map((name) => {
        const { tokens, parts } = listedParts(name, type === 'individual')
        return { entry: at, name, person: type === 'individual', tokens: tokens.map(foldToken), parts }
      })
    })
    for (const { entry, tokens } of parsed) {
      for (const token of tokens) {
        let set = this.entriesHolding.get(token)
        if (!set) this.entriesHolding.set(token, (set = new Set()))
        set.add(entry)
      }
    }
    this.listSize = Math.max(entries.length, MIN_LIST_SIZE)
    this.common = commonNameShares((word) => foldToken(normaliseName(word).join('')))

    const words = new Map<string, IndexedWord>()
    const indexWord = (word: string, information: number, holder: number, joined = false) => {
      let indexed = words.get(word)
      if (!indexed) {
        words.set(word, (indexed = { word, information, holders: [] }))
        const ayn = joined ? undefined : withoutAyn(word)
        for (const key of [...lookupKeys(word, joined), ...(ayn ? lookupKeys(ayn) : [])]) {
          const bucket = this.index.get(key)
          if (bucket) bucket.push(indexed)
          else this.index.set(key, [indexed])
        }
      }
      if (indexed.holders.at(-1) !== holder) indexed.holders.push(holder)
    }
    for (const { entry, name, person, tokens, parts } of parsed) {
      if (tokens.length === 0) continue
      const information = tokens.map((token) => (token.length === 1 ? 0 : this.rarityOf(token)))
      const weights = parts.map((part: NamePart, i) => (part === 'other' ? OTHER_GIVEN_NAME : 1) * (0.3 + 0.7 * (information[i] ?? 0)))
      const unindexed = information.reduce((sum, value) => sum + (value < EVIDENCE ? value : 0), 0)
      const family = parts.map((part) => part === 'family')
      const at = this.names.push({ entry, name, person, tokens, weights, family, information, unindexed, total: coverable(weights, family) }) - 1
      tokens.forEach((token, i) => {
        const rarity = information[i] ?? 0
        if (rarity >= EVIDENCE) indexWord(token, rarity, at)
        const next = tokens[i + 1]
        // Two words run together are indexed as one, so "XasanQorane" finds "Xasan Qorane".
        if (next !== undefined) indexWord(joinWords(token, next), rarity + (information[i + 1] ?? 0), at, true)
      })
    }
  }

  /** A folded word's rarity, 0–1: 1 for a word of one entry in the list, near 0 for a word of every tenth or a common name. */
  private rarityOf(word: string): number {
    let value = this.rarity.get(word)
    if (value === undefined) {
      const size = this.listSize
      const share = Math.max((this.entriesHolding.get(word)?.size ?? 0) / size, this.common.get(word) ?? 0, 1 / size)
      value = Math.min(1, Math.max(0.02, (Math.log(1 / share) / Math.log(size)) ** 2))
      if (this.rarity.size < MAX_RARITIES) this.rarity.set(word, value)
    }
    return value
  }

  get size(): number {
    return this.entries.length
  }

  /** The best-scoring entry for `name` at or above the threshold, or undefined. */
  screen(name: string, birth?: BirthFacts): SanctionsMatch | undefined {
    const screened = normaliseName(name).map(foldToken)
    if (screened.length === 0) return undefined
    const memo = new Map<string, number>()
    const similarity = (a: string, b: string) => {
      const key = `${a}|${b}`
      let value = memo.get(key)
      if (value === undefined) memo.set(key, (value = wordSimilarity(a, b)))
      return value
    }
    const rarities = screened.map((word) => (word.length === 1 ? 0 : this.rarityOf(word)))
    const hasInitials = screened.some((word) => word.length === 1)
    // Per candidate name, an upper bound of the information the screened name can match in it.
    const bounds = new Map<number, number>()
    const lookUp = (unit: string, rarity: number, joined: boolean) => {
      const seen = new Set<IndexedWord>()
      for (const key of lookupKeys(unit, joined)) {
        for (const indexed of this.index.get(key) ?? []) {
          if (seen.has(indexed)) continue
          seen.add(indexed)
          const value = similarity(unit, indexed.word)
          if (value < TOKEN_FLOOR) continue
          const information = Math.min(indexed.information, rarity) * value
          for (const holder of indexed.holders) bounds.set(holder, (bounds.get(holder) ?? 0) + information)
        }
      }
    }
    screened.forEach((word, j) => {
      if (word.length > 1) lookUp(word, rarities[j] ?? 0, false)
      for (const bare of [withoutArticle(word), withoutAyn(word)]) if (bare !== undefined) lookUp(bare, rarities[j] ?? 0, false)
      const next = screened[j + 1]
      if (next !== undefined) lookUp(joinWords(word, next), (rarities[j] ?? 0) + (rarities[j + 1] ?? 0), true)
    })
    let best: SanctionsMatch | undefined
    for (const [at, matched] of bounds) {
      const listed = this.names[at] as ListedName
      const initials = hasInitials ? INITIAL_INFORMATION * listed.information.reduce((sum, value) => sum + value, 0) : 0
      if ((matched + listed.unindexed + initials) / MIN_INFORMATION < this.threshold) continue
      const nameScore = this.score(listed, screened, rarities, similarity)
      // A date or place of birth only lowers a score: a name under the threshold or the best cannot win.
      if (nameScore < this.threshold || (best && nameScore <= best.score)) continue
      const entry = this.entries[listed.entry] as SanctionsEntry
      const finding = birth ? birthEvidence(entry, birth) : undefined
      const score = Math.max(0, nameScore - (finding?.penalty ?? 0))
      if (score >= this.threshold && (!best || score > best.score)) {
        best = { entry, matchedName: listed.name, score, ...(finding ? { birth: finding } : {}) }
      }
    }
    return best
  }

  /** How well `screened` covers `listed`, 0–1 (see the module's comment). */
  private score(listed: ListedName, screened: readonly string[], rarities: readonly number[], similarity: (a: string, b: string) => number): number {
    const { tokens } = listed
    const pairings: Pairing[] = []
    const consider = (listedAt: number[], screenedAt: number[], value: number, informative = 1) => {
      if (value >= TOKEN_FLOOR) pairings.push({ listed: listedAt, screened: screenedAt, similarity: value, informative })
    }
    tokens.forEach((word, i) => {
      const next = tokens[i + 1]
      screened.forEach((query, j) => {
        if (query.length === 1 || word.length === 1) {
          // An initial: "X. Q. Dhuubow" for "Xasan Qorane Dhuubow".
          if (query.length !== word.length && query[0] === word[0]) consider([i], [j], INITIAL, INITIAL_INFORMATION)
          else if (query === word) consider([i], [j], 1, INITIAL_INFORMATION)
          return
        }
        consider([i], [j], similarity(query, word))
        if (next !== undefined) consider([i, i + 1], [j], joinedSimilarity(query, joinWords(word, next), similarity))
        const following = screened[j + 1]
        if (following !== undefined) consider([i], [j, j + 1], joinedSimilarity(joinWords(query, following), word, similarity))
      })
    })
    // A pair's similarity counts squared: two words 0.85 alike are weak evidence, 0.97 alike strong.
    const gain = (p: Pairing) => p.similarity ** 2 * p.listed.reduce((sum, i) => sum + (listed.weights[i] ?? 0), 0)
    pairings.sort((p, q) => gain(q) - gain(p))
    const usedListed = new Set<number>()
    const usedScreened = new Set<number>()
    const gains = tokens.map(() => 0)
    let information = 0
    for (const pairing of pairings) {
      if (pairing.listed.some((i) => usedListed.has(i)) || pairing.screened.some((j) => usedScreened.has(j))) continue
      // A one-word name is matched only by that very word.
      if (tokens.length === 1 && pairing.similarity < 1) continue
      pairing.listed.forEach((i) => usedListed.add(i))
      pairing.screened.forEach((j) => usedScreened.add(j))
      for (const i of pairing.listed) gains[i] = pairing.similarity ** 2 * (listed.weights[i] ?? 0)
      // A rare listed spelling of a common name ("Ishmail" for "Ismail") tells no more than the common name.
      const listedInformation = pairing.listed.reduce((sum, i) => sum + (listed.information[i] ?? 0), 0)
      const screenedInformation = pairing.screened.reduce((sum, j) => sum + (rarities[j] ?? 0), 0)
      information +=
        (Math.min(listedInformation, pairing.informative < 1 ? listedInformation : screenedInformation) +
          (pairing.informative < 1 ? 0 : WORD_INFORMATION)) *
        pairing.similarity *
        pairing.informative
    }
    const covered = coverable(gains, listed.family)
    if (covered === 0) return 0
    const coverage = covered / listed.total
    const specificity = Math.min(1, information / MIN_INFORMATION)
    const extra = (listed.person ? EXTRA_WORD : EXTRA_WORD_ENTITY) * (screened.length - usedScreened.size)
    return Math.max(0, coverage * specificity - extra)
  }
}
