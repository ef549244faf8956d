import { doubleMetaphone } from 'double-metaphone'
import { scriptTables } from './script-tables'

/**
 * How a name becomes comparable words, the way OpenSanctions' rigour and Moov Watchman prepare
 * names: a word that mixes Latin letters with look-alikes from another script gets those letters
 * replaced by their Unicode confusables skeleton (UTS #39, `unhomoglyph`), so "Xаsan" with a
 * Cyrillic "а" is "Xasan"; then every script is transliterated to Latin (`any-ascii`: Cyrillic,
 * Arabic, Ethiopic, Greek, Turkish ı and ş ...); then case is folded and punctuation inside a word is
 * dropped, so "Xa-san" and "X.a.s.a.n" are "xasan". Only mixed words take the skeleton: a whole
 * Cyrillic name is transliterated ("Хасан" is "khasan"), and a Latin "m" is never read as "rn".
 */
export function normaliseName(name: string, kind: 'person' | 'other' = 'person'): string[] {
  const dropped = kind === 'person' ? ARTICLES : ARTICLES_AND_ENGLISH_WORDS
  return (
    name
      .normalize('NFKC')
      .split(/\s+/u)
      .map(unconfuse)
      .map(splitRunTogetherArticle)
      .join(' ')
      // The Arabic article before a hyphen goes with it: "Al-Zawahiri" is "Zawahiri" (alone, it is dropped below),
      // and so does its form assimilated to a sun letter: "Ash-Shami", "Az-Zawahiri", "Ad-Dawsari".
      .replace(/(^|[\s,;/])(?:[ae]l|a[dnrstz]|a[sdt]h)[-‐‑'’]/giu, '$1')
      .split(/[\s,;/]+/u)
      .map((word) => (ASCII.test(word) ? word : scriptTables().transliterate(word)).toLowerCase().replace(/[^a-z0-9]+/g, ''))
      .filter((token) => token.length > 0 && !LEGAL_FORMS.has(token) && !dropped.has(token))
  )
}

/**
 * An Arabic article written with a capital inside a word begins a second word run into the first:
 * "SaifAl-Arab" is "Saif Al-Arab", "AbdAl Aziz" is "Abd Al Aziz". Only after a small letter and only
 * before a hyphen, an apostrophe, a capital or the word's end, so "Abdel-Rahman" and "McAllister" stay whole.
 */
const splitRunTogetherArticle = (word: string): string => word.replace(/(?<=\p{Ll})(?=[AE]l(?:[-‐‑'’\p{Lu}]|$))/gu, ' ')

/** The Arabic article written apart ("al Zawahiri"). */
const ARTICLES = new Set(['al', 'el'])
/**
 * ... and the English words of organisations' names and places ("Al-Qaida in Syria", "Republic of
 * Somalia"), which in a person's name are names: the Korean "In".
 */
const ARTICLES_AND_ENGLISH_WORDS = new Set([...ARTICLES, 'of', 'the', 'and', 'for', 'in'])

const ASCII = /^[ -~]*$/
const LATIN_LETTER = /\p{Script=Latin}/u
const OTHER_LETTER = /(?=\p{L})\P{Script=Latin}/gu

function unconfuse(word: string): string {
  if (!LATIN_LETTER.test(word)) return word
  return word.replace(OTHER_LETTER, (letter) => {
    const skeleton = scriptTables().skeleton(letter)
    return /^[\p{Script=Latin}\p{N}]+$/u.test(skeleton) ? skeleton : letter
  })
}

/** Company-form words that say nothing about who an entity is ("Co", "Ltd", "A.S.", "OOO", "Pvt"). */
const LEGAL_FORMS = new Set(
  (
    'co company ltd limited llc llp inc corp corporation plc as sa gmbh ag kg bv nv pvt private pte pty bhd sdn jsc ojsc pjsc cjsc ' +
    'ooo oao zao ao pao tov sarl srl sl spa eu fze fzco fzc fzllc doo tic san sti ve'
  ).split(' '),
)

/**
 * A word's spelling-independent form, for the transliterations of the names screened here: Somali
 * "x" is the Arabic ḥ ("Xasan" is "Hasan") and "c" between vowels the ʿayn ("Macalin"); a first "c"
 * before a vowel stays "c", since it is the ʿayn in Somali ("Cali", "Cabdi") but a k in Spanish
 * ("Castro"): {@link withoutAyn} compares both readings. q/k, kh/h, dh/d, th/t, gh/g, ph/f, ch/k and
 * v/w are one sound each in the romanisations of Arabic, Persian, Somali and Amharic; ou/oo/u, ee/i
 * and inner y/i likewise; and doubled letters are single ("Dhuubow" and "Dhubow", "Hassan" and
 * "Hasan"). The order matters: x becomes h, and the vowel spellings their vowel, before the
 * digraphs are read. Turkish ş, ı, ğ are already s, i, g after transliteration.
 */
export const foldToken = (token: string): string => remembered(folds, token, fold)

/**
 * Work already done on a word: a list repeats its words many times, a screening compares the same
 * few words again and again, and a warm function screens the same names again. Bounded, for a
 * long-lived function.
 */
function remembered<T>(cache: Map<string, T>, word: string, make: (word: string) => T): T {
  let value = cache.get(word)
  if (value === undefined) {
    if (cache.size >= MAX_REMEMBERED) cache.clear()
    cache.set(word, (value = make(word)))
  }
  return value
}
const MAX_REMEMBERED = 200_000
const folds = new Map<string, string>()
const skeletons = new Map<string, string>()
const codes = new Map<string, string[]>()

function fold(token: string): string {
  const folded = foldSpelling(token)
  // A word is never read as an initial: the Burmese "Oo" stays two letters, not "u".
  return folded.length < 2 && token.length >= 2 ? token : folded
}

function foldSpelling(token: string): string {
  return (
    token
      // Somali x is h first, so "kx" and "px" (an x written for the h of "kh" and "ph") read as they would with h.
      .replace(/x/g, 'h')
      // Vowel spellings next, so the ʿayn rule below sees the vowels a spelling stands for ("Eceem" is "Ecim").
      .replace(/ou|oo/g, 'u')
      .replace(/ee/g, 'i')
      .replace(/ph/g, 'f')
      .replace(/ch/g, 'k')
      .replace(/(?<=[aeiou])c(?=[aiu])/g, '')
      // q before kh: an Amharic or Somali q written for the k of "kh" ("Al-Qhatib") is the same h.
      .replace(/q|c(?![aeiou])|(?<=.)c/g, 'k')
      .replace(/kh/g, 'h')
      .replace(/dh/g, 'd')
      .replace(/th/g, 't')
      .replace(/gh/g, 'g')
      // v and w are one letter in the romanisations of Persian, Turkish and Amharic ("Hamidavi", "Javad").
      .replace(/v/g, 'w')
      .replace(/(?<=.)y/g, 'i')
      .replace(/(.)\1+/g, '$1')
  )
}

/** A folded word without a joined Arabic article ("alubaydi" is "ubaydi"), or undefined when it has none. */
export const withoutArticle = (folded: string): string | undefined => (/^[ae]l.{4}/.test(folded) ? folded.slice(2) : undefined)

/** A folded word without a first Somali ʿayn ("cali" is "ali"), or undefined when it has none. */
export const withoutAyn = (folded: string): string | undefined => (/^c[aeiou]./.test(folded) ? folded.slice(1) : undefined)

/**
 * Two folded words run together, folded again as one word, so a spelling that spans the join reads as
 * it does typed together: "than" and "nyein" are "tanien", as "ThanNyein" is; "seied" and "heshmatolah"
 * are "seiedeshmatolah", as "SeyyedHeshmatollah" is (its "dh" is one sound).
 */
export const joinWords = (a: string, b: string): string => foldToken(a + b)

/** The word without its vowels after the first letter ("mhmd"): transliterations differ mostly in vowels. */
export const consonantSkeleton = (folded: string): string =>
  remembered(skeletons, folded, (word) => (word[0] ?? '') + word.slice(1).replace(/[aeiouw]/g, ''))

/** Double Metaphone's codes of a folded word (the library's reading of English sounds). */
export const phoneticCodes = (folded: string): string[] => remembered(codes, folded, metaphone)

function metaphone(folded: string): string[] {
  if (folded.length < 3 || /\d/.test(folded)) return []
  const [primary, secondary] = doubleMetaphone(folded)
  return [...new Set([primary, secondary])].filter((code) => code.length >= 2)
}

/** The part a listed word plays: a family name, the first given name, another given name, or a word of an organisation's name. */
export type NamePart = 'family' | 'first' | 'other' | 'word'

/** Words that join a family name ("BIN LADIN", "ABU BAKR") but do not tell one family from another. */
const PARTICLES = new Set(['bin', 'ibn', 'bint', 'abu', 'ould', 'wad', 'ben', 'de', 'del', 'la', 'van', 'von', 'da', 'dos'])

/**
 * A listed name's words and the part each plays. OFAC writes an individual "FAMILY, Given Other";
 * a person's name without a comma is taken as given names then the family name. An organisation's
 * words are all its name. A particle of a family name ("bin", "abu") counts as another given name.
 */
export function listedParts(name: string, individual: boolean): { tokens: string[]; parts: NamePart[] } {
  if (!individual) {
    const tokens = normaliseName(name, 'other')
    return { tokens, parts: tokens.map((): NamePart => 'word') }
  }
  const comma = name.indexOf(',')
  const family = normaliseName(comma > 0 ? name.slice(0, comma) : name)
  const given = comma > 0 ? normaliseName(name.slice(comma + 1)) : family.splice(0, family.length - 1)
  // Read as given names then family name, the order a sender types them in.
  const tokens = [...given, ...family]
  const parts = [
    ...given.map((_, i): NamePart => (i === 0 ? 'first' : 'other')),
    ...family.map((word): NamePart => (PARTICLES.has(word) && family.length > 1 ? 'other' : 'family')),
  ]
  return { tokens, parts }
}
