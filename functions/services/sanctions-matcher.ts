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
 *   skeleton, or their Jaro-Winkler similarity reaches {@link TOKEN_FLOOR}, and in every case they are
 *   no more edits apart than their length allows; a word also pairs with two words run together
 *   ("XasanQorane", folded again across the join), and an initial with a word of a person's name it starts;
 * - the score says how much of the LISTED name the screened name covers, each listed word weighted
 *   by its part (family name and first given name count whole, further given names little, so
 *   first-and-last-name-only still matches; of a family name of two words, the one matched) and by
 *   how rare the word is (its share of the list's names, and a built-in list of common names), so
 *   "Mohamed" and "Ali" alone prove little; initials beside the family name spelt out cover their
 *   given names whole; words the screened name adds cost a little each;
 * - a name whose matched words carry too little information (see {@link MIN_INFORMATION}; a family
 *   name matched counts a little more than a given name as rare) scores lower in proportion, so
 *   "Hassan Ali" is not a match for a listed "ALI, Hassan";
 * - a listed person's whole name of three to five words, each word typed alike, is a match however
 *   common its words (see {@link WHOLE_NAME_FEWEST}), while two common words alone still are not;
 * - a date or place of birth that clearly differs from the entry's lowers the score (sanctions-birth.ts).
 *
 * Candidates: only listed words that are evidence (not common) are indexed, under their folded
 * form and its one-letter deletions, their consonant skeleton and its deletions, and their Double
 * Metaphone codes; a screened word looks up the same keys, so a typo, a transliteration or a
 * different first letter still finds the listed word, and only the few names holding those words are scored.
 * A listed person's name of three to five words is also found by its words together (their consonant
 * skeletons, in any order), so a whole name of common words, none of them indexed, is scored too.
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
/** Two words of at least {@link ONE_SLIP_FROM} letters one edit apart are at least this alike, wherever the edit is. */
const ONE_SLIP = 0.92
const ONE_SLIP_FROM = 6
/** Words must be this close by spelling before sounding alike makes them closer. */
const SOUND_ALIKE_FROM = 0.8
/**
 * An initial standing for a given name. It covers the name whole when a spelt-out word matches the
 * family name (see {@link SanctionsMatcher.score}): "U. N. Sheikh" is all of "SHEIKH, Umair Naeem".
 */
const INITIAL = 0.93
/** The information an initial carries, relative to the word it stands for. */
const INITIAL_INFORMATION = 0.3
/** A listed given name after the first counts this much of a core word. */
const OTHER_GIVEN_NAME = 0.1
/** A family name's further words count this much of a core word (see {@link coverable}). */
const OTHER_FAMILY_NAME = 0.1
/** The information any matched word carries, however common: three common words matched are more than two. */
const WORD_INFORMATION = 0.15
/**
 * A matched family name counts this much more information than a given name as rare: a person's
 * given names recur in their family (a father's given name is his child's second name in Somali and
 * Arabic naming) and across the list's aliases, while the family name is the word every alias of an
 * entry keeps. So "Muhammad Salman" is "SALMAN, Muhammad", while "Hassan Ali" is still not "ALI, Hassan".
 */
const FAMILY_INFORMATION = 1.15
/**
 * A listed person's whole name of this many words (up to {@link WHOLE_NAME_MOST}), each typed
 * {@link WHOLE_NAME_ALIKE} alike or closer, is a match however common its words: it is the name
 * itself, as OFAC's own search scores it ("Abdullahi Osman Mohamed" for MOHAMED, Abdullahi Osman),
 * and the reviewer's dates of birth and remembered clearances are what tell two such people apart.
 * Two common words ("Mohamed Hassan") still prove little.
 */
const WHOLE_NAME_FEWEST = 3
const WHOLE_NAME_MOST = 5
const WHOLE_NAME_ALIKE = 0.9
/** The screened words whose combinations are looked up as whole names: a long name is not a combinatorial cost. */
const WHOLE_NAME_SCREENED = 8
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

/**
 * The most entries one name is held against: the best few are what a reviewer can compare with the
 * person; a name that matches more is a common one, and its best matches say so.
 */
const MAX_MATCHES = 5

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
  /** Each word as spelt (normalised, not folded): a slip that breaks a digraph is one edit as spelt, two folded. */
  spelt: string[]
  /** Each word's weight in the coverage: its part times its rarity. */
  weights: number[]
  /** Which words are the family name. */
  family: boolean[]
  /** Each word's rarity, 0–1. */
  information: number[]
  /** Each word run together with the next (see {@link joinWords}), prepared once. */
  joined: string[]
  total: number
  /** The information the words not indexed (too common to be evidence) can add, for the candidates' bound. */
  unindexed: number
  /** The most {@link FAMILY_INFORMATION} can add, for the candidates' bound. */
  familyBonus: number
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
 * Similarity of two folded words, 0–1. Words more edits apart than their length allows
 * ({@link allowedEdits}) are different words. Words shorter than {@link SHORT_WORD} are close only
 * when they sound alike, two neighbouring letters are swapped, or only the final vowel differs:
 * otherwise one letter apart they are most often two names ("Musa" and "Muna", "Omar" and "Amar").
 */
export function wordSimilarity(a: string, b: string): number {
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
  const spelling = jaroWinkler(a, b)
  // Checked first, as most pairs end here: one slip leaves two words of six letters or more above it.
  if (spelling < SOUND_ALIKE_FROM) return 0
  const edits = editDistance(a, b)
  const shorter = Math.min(a.length, b.length)
  if (edits > allowedEdits(shorter)) return 0
  // Jaro-Winkler reads a changed first letter as far ("Dladic" and "Mladic" 0.82): one slip in a long word is the same word.
  const similarity = edits === 1 && shorter >= ONE_SLIP_FROM ? Math.max(ONE_SLIP, spelling) : spelling
  const skeleton = consonantSkeleton(a)
  if (skeleton.length >= 3 && skeleton === consonantSkeleton(b)) return Math.max(similarity, SOUND_ALIKE)
  if (phoneticCodes(a).some((code) => phoneticCodes(b).includes(code))) return Math.max(similarity, METAPHONE_ALIKE)
  if (Math.min(a.length, b.length) < SHORT_WORD) return swapped(a, b) || otherFinalVowel(a, b) ? similarity : 0
  // Jaro-Winkler forgives a suffix ("Ozdemir" and "Ozdemirci" score 0.96): two or more letters more is another word.
  const longer = Math.abs(a.length - b.length)
  return longer >= 2 ? similarity * (1 - LONGER_WORD * longer) : similarity
}

/**
 * The edits (a letter added, dropped, changed, or two neighbours swapped) a word of this length
 * may differ by and still be the same name misspelt or respelt: one in a short word, more in a long
 * one, as screening engines scale their tolerance to the word's length. Jaro-Winkler alone, and a
 * shared consonant skeleton, forgive too much ("Kadar" and "Kadura", "Hirsi" and "Haris",
 * "Abdikadir" and "Abdirahman" are other names).
 */
const allowedEdits = (length: number) => (length <= 5 ? 1 : length <= 9 ? 2 : 3)

/** The optimal-string-alignment distance of two words: edits, a swap of neighbours counting one. */
function editDistance(a: string, b: string): number {
  let beforeLast: number[] = []
  let last = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (last[j - 1] ?? 0) + change)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforeLast[j - 2] ?? 0) + 1)
      row.push(value)
    }
    beforeLast = last
    last = row
  }
  return last[b.length] ?? 0
}

/**
 * Two words of one length that differ only by two neighbouring letters swapped after the first
 * ("Rawi" and "Raiw", "Jang" and "Jagn"): a slip of the keyboard, where a changed letter in a short
 * word is most often another name.
 */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]))
  const [first, second] = differ
  return differ.length === 2 && first !== undefined && first > 0 && second === first + 1 && a[first] === b[second] && a[second] === b[first]
}

/**
 * Two words of four letters or more that differ only in their final vowel ("Jose" and "Josa", "Tina"
 * and "Tine", "Musa" and "Muse"): the vowel romanisations of Amharic and Somali most often write
 * differently. A changed consonant or inner vowel in a short word is most often another name.
 */
const otherFinalVowel = (a: string, b: string): boolean =>
  a.length === b.length && a.length >= 4 && a.slice(0, -1) === b.slice(0, -1) && /[aeiou]$/.test(a) && /[aeiou]$/.test(b)

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
 * ("VALDEZ RODRIGUEZ", two surnames) one word whole and the others a little, since a person often
 * goes by one of them: the word `goesBy` when given (the one the screened name matched), else the heaviest.
 */
function coverable(weights: readonly number[], family: readonly boolean[], goesBy?: number): number {
  let sum = 0
  let familyWhole = 0
  let familyRest = 0
  weights.forEach((weight, i) => {
    if (!family[i]) sum += weight
    else if (goesBy === undefined ? weight > familyWhole : i === goesBy) {
      familyRest += familyWhole
      familyWhole = weight
    } else familyRest += weight
  })
  return sum + familyWhole + OTHER_FAMILY_NAME * familyRest
}

/** The family word the screened name matched best, if it matched one. */
function familyMatched(gains: readonly number[], family: readonly boolean[]): number | undefined {
  let best: number | undefined
  gains.forEach((gain, i) => {
    if (family[i] && gain > 0 && (best === undefined || gain > (gains[best] ?? 0))) best = i
  })
  return best
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
  /** Listed people's names of {@link WHOLE_NAME_FEWEST}–{@link WHOLE_NAME_MOST} words, by {@link wholeNameKey}. */
  private readonly wholeNames = new Map<string, number[]>()
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
        return { entry: at, name, person: type === 'individual', spelt: tokens, tokens: tokens.map(foldToken), parts }
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
    for (const { entry, name, person, spelt, tokens, parts } of parsed) {
      if (tokens.length === 0) continue
      const information = tokens.map((token) => (token.length === 1 ? 0 : this.rarityOf(token)))
      const weights = parts.map((part: NamePart, i) => (part === 'other' ? OTHER_GIVEN_NAME : 1) * (0.3 + 0.7 * (information[i] ?? 0)))
      const unindexed = information.reduce((sum, value) => sum + (value < EVIDENCE ? value + WORD_INFORMATION : 0), 0)
      const family = parts.map((part) => part === 'family')
      const familyBonus = (FAMILY_INFORMATION - 1) * information.reduce((sum, value, i) => sum + (family[i] ? value + WORD_INFORMATION : 0), 0)
      const total = coverable(weights, family)
      const joined = tokens.slice(1).map((next, i) => joinWords(tokens[i] ?? '', next))
      const at = this.names.push({ entry, name, person, tokens, spelt, weights, family, information, joined, unindexed, familyBonus, total }) - 1
      if (person && tokens.length >= WHOLE_NAME_FEWEST && tokens.length <= WHOLE_NAME_MOST && tokens.every((token) => token.length > 1)) {
        const key = wholeNameKey(tokens)
        const holders = this.wholeNames.get(key)
        if (holders) holders.push(at)
        else this.wholeNames.set(key, [at])
      }
      tokens.forEach((token, i) => {
        const rarity = information[i] ?? 0
        if (rarity >= EVIDENCE) indexWord(token, rarity, at)
        const pair = joined[i]
        // Two words run together are indexed as one, so "XasanQorane" finds "Xasan Qorane".
        if (pair !== undefined) indexWord(pair, rarity + (information[i + 1] ?? 0), at, true)
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
    return this.screenAll(name, birth, 1)[0]
  }

  /**
   * Every entry `name` matches at or above the threshold, the best first, at most `limit`: each
   * entry once, under its best-scoring name. A reviewer sees them all, as a screening engine lists
   * every potential match: "S. Lukic" is as close to LUKIC, Sreten as to LUKIC, Sredoje, and "Wei
   * Zhang" to ZHANG, Wei as to WEI, Zhang, and only the reviewer can tell which person it is.
   */
  screenAll(name: string, birth?: BirthFacts, limit = MAX_MATCHES): SanctionsMatch[] {
    const spelt = normaliseName(name)
    const screened = spelt.map(foldToken)
    if (screened.length === 0) return []
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
          const information = (Math.min(indexed.information, rarity) + WORD_INFORMATION * (joined ? 2 : 1)) * value
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
    // A listed whole name of common words: no word of it is indexed, so its words together find it.
    const whole = this.wholeNamesIn(screened)
    for (const at of whole) if (!bounds.has(at)) bounds.set(at, 0)
    // Per entry, its best-scoring name.
    const byEntry = new Map<number, SanctionsMatch>()
    for (const [at, matched] of bounds) {
      const listed = this.names[at] as ListedName
      if (!whole.has(at) && this.informationBound(listed, matched, hasInitials) / MIN_INFORMATION < this.threshold) continue
      const nameScore = this.score(listed, screened, spelt, rarities, similarity)
      const earlier = byEntry.get(listed.entry)
      // A date or place of birth only lowers a score: a name under the threshold or the entry's best so far cannot win.
      if (nameScore < this.threshold || (earlier && nameScore <= earlier.score)) continue
      const entry = this.entries[listed.entry] as SanctionsEntry
      const finding = birth ? birthEvidence(entry, birth) : undefined
      const score = Math.max(0, nameScore - (finding?.penalty ?? 0))
      if (score >= this.threshold && (!earlier || score > earlier.score)) {
        byEntry.set(listed.entry, { entry, matchedName: listed.name, score, ...(finding ? { birth: finding } : {}) })
      }
    }
    return [...byEntry.values()].sort((a, b) => b.score - a.score).slice(0, limit)
  }

  /** The listed whole names (see {@link WHOLE_NAME_FEWEST}) that some of the screened words, spelt alike, may be. */
  private wholeNamesIn(screened: readonly string[]): Set<number> {
    const found = new Set<number>()
    const words = screened.filter((word) => word.length > 1).slice(0, WHOLE_NAME_SCREENED)
    for (let size = WHOLE_NAME_FEWEST; size <= Math.min(WHOLE_NAME_MOST, words.length); size++) {
      for (const chosen of combinations(words, size)) for (const at of this.wholeNames.get(wholeNameKey(chosen)) ?? []) found.add(at)
    }
    return found
  }

  /**
   * The most information `score` can find in `listed`: what the screened words found in the index
   * (with the {@link WORD_INFORMATION} each pair adds), what the words too common to be indexed can
   * add, what a family name adds and what initials can add. A candidate under the threshold by this
   * bound cannot reach it (a listed word the index's keys do not find is not counted, as before).
   */
  private informationBound(listed: ListedName, matched: number, hasInitials: boolean): number {
    const initials = hasInitials ? INITIAL_INFORMATION * listed.information.reduce((sum, value) => sum + value, 0) : 0
    return matched + listed.unindexed + listed.familyBonus + initials
  }

  /** How well `screened` covers `listed`, 0–1 (see the module's comment). */
  private score(
    listed: ListedName,
    screened: readonly string[],
    spelt: readonly string[],
    rarities: readonly number[],
    similarity: (a: string, b: string) => number,
  ): number {
    const { tokens, weights } = listed
    const usedListed = new Set<number>()
    const usedScreened = new Set<number>()
    const gains = tokens.map(() => 0)
    const byInitial: number[] = []
    let familySpeltOut = false
    let information = 0
    for (const pairing of pairingsOf(listed, screened, spelt, similarity)) {
      if (pairing.listed.some((i) => usedListed.has(i)) || pairing.screened.some((j) => usedScreened.has(j))) continue
      // A one-word name is matched only by that very word.
      if (tokens.length === 1 && pairing.similarity < 1) continue
      pairing.listed.forEach((i) => usedListed.add(i))
      pairing.screened.forEach((j) => usedScreened.add(j))
      for (const i of pairing.listed) gains[i] = pairing.similarity ** 2 * (weights[i] ?? 0)
      if (pairing.informative < 1) byInitial.push(...pairing.listed)
      else if (pairing.listed.some((i) => listed.family[i])) familySpeltOut = true
      information += pairingInformation(listed, pairing, rarities)
    }
    // Initials beside the family name spelt out are the usual short form of a whole name ("U. N. Sheikh",
    // "J. C. D. Hernandez"): each covers its word whole. Their information stays small all the same.
    if (familySpeltOut) for (const i of byInitial) gains[i] = weights[i] ?? 0
    const goesBy = familyMatched(gains, listed.family)
    const covered = coverable(gains, listed.family, goesBy)
    if (covered === 0) return 0
    const coverage = covered / (goesBy === undefined ? listed.total : coverable(weights, listed.family, goesBy))
    const wholeName =
      listed.person &&
      tokens.length >= WHOLE_NAME_FEWEST &&
      byInitial.length === 0 &&
      gains.every((gain, i) => gain >= (weights[i] ?? 0) * WHOLE_NAME_ALIKE ** 2)
    const specificity = wholeName ? 1 : Math.min(1, information / MIN_INFORMATION)
    const extra = (listed.person ? EXTRA_WORD : EXTRA_WORD_ENTITY) * (screened.length - usedScreened.size)
    return Math.max(0, coverage * specificity - extra)
  }
}

/**
 * Every pairing of a listed word (or two run together) with a screened word (or two) close enough to
 * count, the best first: the greedy choice in {@link SanctionsMatcher.score} takes each word once.
 */
function pairingsOf(
  listed: ListedName,
  screened: readonly string[],
  spelt: readonly string[],
  similarity: (a: string, b: string) => number,
): Pairing[] {
  const { tokens, joined } = listed
  const pairings: Pairing[] = []
  const consider = (listedAt: number[], screenedAt: number[], value: number, informative = 1) => {
    if (value >= TOKEN_FLOOR) pairings.push({ listed: listedAt, screened: screenedAt, similarity: value, informative })
  }
  tokens.forEach((word, i) => {
    const pair = joined[i]
    screened.forEach((query, j) => {
      if (query.length === 1 || word.length === 1) {
        // An initial: "X. Q. Dhuubow" for "Xasan Qorane Dhuubow". It stands for a person's given name,
        // not for a word of an organisation's name.
        if (!listed.person) return
        if (query.length !== word.length && sameInitial(query, word)) consider([i], [j], INITIAL, INITIAL_INFORMATION)
        else if (query === word) consider([i], [j], 1, INITIAL_INFORMATION)
        return
      }
      consider([i], [j], spellingOrFold(query, word, spelt[j] ?? query, listed.spelt[i] ?? word, similarity))
      if (pair !== undefined) consider([i, i + 1], [j], joinedSimilarity(query, pair, similarity))
      const following = screened[j + 1]
      if (following !== undefined) consider([i], [j, j + 1], joinedSimilarity(joinWords(query, following), word, similarity))
    })
  })
  // A pair's similarity counts squared: two words 0.85 alike are weak evidence, 0.97 alike strong.
  const gain = (p: Pairing) => p.similarity ** 2 * p.listed.reduce((sum, i) => sum + (listed.weights[i] ?? 0), 0)
  // Of two pairings that cover as much, the one that tells more goes first: a word spelt out before an initial.
  return pairings.sort((p, q) => gain(q) - gain(p) || q.informative - p.informative)
}

/**
 * Two words alike folded, or as spelt when that is closer: the fold makes one slip that breaks a
 * digraph two edits ("Muhaxheei" folds to "muhahi", two from "muhaheri", but is one slip from
 * "Muhaxheri"; "Sancrhuli" keeps its "cr" while "Sanchuli" folds its "ch").
 */
function spellingOrFold(query: string, word: string, speltQuery: string, speltWord: string, similarity: (a: string, b: string) => number): number {
  const folded = similarity(query, word)
  if (folded === 1 || (speltQuery === query && speltWord === word)) return folded
  return Math.max(folded, similarity(speltQuery, speltWord))
}

/** The information one pairing adds (see {@link MIN_INFORMATION}). */
function pairingInformation(listed: ListedName, pairing: Pairing, rarities: readonly number[]): number {
  const listedInformation = pairing.listed.reduce((sum, i) => sum + (listed.information[i] ?? 0), 0)
  // An initial tells a part of what its word would.
  if (pairing.informative < 1) return listedInformation * pairing.similarity * pairing.informative
  // A rare listed spelling of a common name ("Ishmail" for "Ismail") tells no more than the common name.
  const screenedInformation = pairing.screened.reduce((sum, j) => sum + (rarities[j] ?? 0), 0)
  const scale = listedInformation > 0 ? Math.min(1, screenedInformation / listedInformation) : 1
  // Two listed words typed together ("DanielMoreno") tell what the two words would: each its own share.
  const information = pairing.listed.reduce(
    (sum, i) => sum + ((listed.information[i] ?? 0) * scale + WORD_INFORMATION) * (listed.family[i] ? FAMILY_INFORMATION : 1),
    0,
  )
  return information * pairing.similarity
}

/**
 * Whether one folded word is the initial of another. C, K and Q are one letter here: the fold keeps
 * a first "c" before a vowel ("Cesar", the Somali "Cali") but makes a lone "C." a "k".
 */
function sameInitial(initial: string, word: string): boolean {
  const letter = (folded: string) => (folded[0] === 'c' || folded[0] === 'q' ? 'k' : folded[0])
  return letter(initial) === letter(word)
}

/** A name's words as a key that transliterations of them share: their consonant skeletons, in any order. */
const wholeNameKey = (words: readonly string[]): string => words.map(consonantSkeleton).sort().join(' ')

/** Every choice of `size` of `words`, in their order. */
function* combinations(words: readonly string[], size: number, from = 0): Generator<string[]> {
  if (size === 0) {
    yield []
    return
  }
  for (let i = from; i <= words.length - size; i++) {
    for (const rest of combinations(words, size - 1, i + 1)) yield [words[i] ?? '', ...rest]
  }
}
