import { gunzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SanctionsEntry } from '../../shared/compliance/hold'
import { parseOfacFiles } from '../../functions/services/ofac-files'
import {
  ETHIOPIAN_GIVEN,
  KENYAN_FAMILY,
  KENYAN_FIRST,
  MOST_COMMON_GIVEN,
  SOMALI_GIVEN,
  TURKISH_FAMILY,
  TURKISH_GIVEN,
  UGANDAN_FAMILY,
  UGANDAN_FIRST,
} from './ordinary-names'

/**
 * The samples sanctions screening is measured on (`npm run sanctions:measure`, and a smaller draw
 * in scripts/sanctions-measure.test.ts): real listed individuals' names in disguise, ordinary names of
 * the communities served, and common two-part short forms. Every draw is seeded, so a run is repeatable.
 */
const REAL_LIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/sanctions/ofac-2024')

/** The real SDN list of 3 May 2024 kept in the repository (data/sanctions/ofac-2024/README.md). */
export function realListFiles(): { sdn: string; alt: string } {
  const read = (file: string) => gunzipSync(readFileSync(resolve(REAL_LIST, file))).toString('utf8')
  return { sdn: read('sdn.csv.gz'), alt: read('alt.csv.gz') }
}

export const realList = (): SanctionsEntry[] => {
  const { sdn, alt } = realListFiles()
  return parseOfacFiles(sdn, alt)
}

/** A small deterministic generator (a linear congruential one), so every run draws the same names. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

export const DISGUISES = [
  'as listed',
  'cyrillic letter',
  'extra middle name',
  'hyphen inside a word',
  'dots inside a word',
  'two words run together',
  'initials',
  'arabic transliteration',
  'somali spelling',
  'turkish letters',
  'amharic romanisation',
  'typo',
  'first and last name only',
  'extra given name before an alias',
] as const
type Disguise = (typeof DISGUISES)[number]

export interface DisguisedName {
  uid: string
  listed: string
  disguise: Disguise
  name: string
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

/** "FAMILY, Given Other" as a sender types it: "Given Other Family". */
function naturalWords(name: string): string[] {
  const comma = name.indexOf(',')
  const ordered = comma > 0 ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name
  return ordered.split(/\s+/).filter(Boolean).map(titleCase)
}

const CYRILLIC: Record<string, string> = {
  a: 'а',
  e: 'е',
  o: 'о',
  c: 'с',
  p: 'р',
  x: 'х',
  y: 'у',
  i: 'і',
  A: 'А',
  E: 'Е',
  O: 'О',
  C: 'С',
  H: 'Н',
  K: 'К',
  M: 'М',
  T: 'Т',
  B: 'В',
  X: 'Х',
}

/** Spelling changes, each a rewrite of one word: the first that changes the word is used. */
const ARABIC: [RegExp, string][] = [
  [/^Moham+[ea]d$|^Muham+[ae]d$/, 'Mouhammad'],
  [/ou/, 'u'],
  [/u/, 'ou'],
  [/ee/, 'i'],
  [/i(?=[^aeiou])/, 'ee'],
  [/kh/i, 'h'],
  [/q/i, 'k'],
  [/ah$/, 'a'],
  [/^Al-/, 'El-'],
  [/^Abd/, 'Abdul'],
  [/ss/, 's'],
]
const SOMALI: [RegExp, string][] = [
  [/^Moham+[ea]d$|^Muham+[ae]d$/, 'Maxamed'],
  [/^Ali$/, 'Cali'],
  [/^Abd/, 'Cabd'],
  [/^Omar$/, 'Cumar'],
  [/^H/, 'X'],
  [/h/, 'x'],
  [/a(?=[^aeiou])/, 'aa'],
  [/u(?=[^aeiou])/, 'uu'],
  [/k/i, 'q'],
  [/d(?=[aeiou])/, 'dh'],
]
const TURKISH: [RegExp, string][] = [
  [/i/, 'ı'],
  [/s/, 'ş'],
  [/g/, 'ğ'],
  [/c/, 'ç'],
  [/o/, 'ö'],
  [/u/, 'ü'],
]
const AMHARIC: [RegExp, string][] = [
  [/e/, 'a'],
  [/ai/, 'ay'],
  [/ay/, 'ai'],
  [/ts/, 's'],
  [/w/, 'v'],
  [/ch/, 'c'],
  [/k/, 'q'],
  [/a$/, 'e'],
]

function respell(words: string[], rules: readonly [RegExp, string][], times: number, next: () => number): string[] {
  const out = [...words]
  let changed = 0
  const start = Math.floor(next() * out.length)
  for (let step = 0; step < out.length && changed < times; step++) {
    const at = (start + step) % out.length
    const word = out[at] ?? ''
    for (const [pattern, replacement] of rules) {
      const rewritten = word.replace(pattern, replacement)
      if (rewritten !== word) {
        out[at] = rewritten
        changed++
        break
      }
    }
  }
  return out
}

const longestAt = (words: readonly string[]) => words.reduce((best, word, at) => (word.length > (words[best] ?? '').length ? at : best), 0)

function typo(word: string, next: () => number): string {
  const at = Math.floor(next() * word.length)
  const kind = Math.floor(next() * 4)
  const letter = 'aeioustrnhmkd'[Math.floor(next() * 13)] ?? 'a'
  if (kind === 0 && word.length > 3) return word.slice(0, at) + word.slice(at + 1)
  if (kind === 1 && at < word.length - 1) return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
  if (kind === 2) return word.slice(0, at) + letter + word.slice(at + 1)
  return word.slice(0, at) + letter + word.slice(at)
}

/** A word's initial is its first letter: "'Ali" (an ʿayn written as an apostrophe) is "A.", not "'.". */
const initialOf = (word: string) => (/\p{L}/u.exec(word)?.[0] ?? word.charAt(0)).toUpperCase()

const EXTRA_GIVEN = ['Mohamed', 'Ahmed', 'Ali', 'Hassan', 'Abdi', 'Omar', 'Yusuf', 'Ibrahim']

function disguise(entry: SanctionsEntry, kind: Disguise, next: () => number): string {
  const words = naturalWords(entry.name)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const longest = longestAt(words)
  const replaceAt = (at: number, word: string) => words.map((w, i) => (i === at ? word : w))
  switch (kind) {
    case 'as listed':
      return words.join(' ')
    case 'cyrillic letter': {
      const word = words[longest] ?? ''
      const at = [...word].findIndex((letter) => CYRILLIC[letter] !== undefined)
      return at < 0 ? words.join(' ') : replaceAt(longest, word.slice(0, at) + (CYRILLIC[word[at] ?? ''] ?? '') + word.slice(at + 1)).join(' ')
    }
    case 'extra middle name':
      return [words[0], pick(EXTRA_GIVEN), ...words.slice(1)].join(' ')
    case 'hyphen inside a word': {
      const word = words[longest] ?? ''
      const at = Math.max(1, Math.floor(word.length / 2))
      return replaceAt(longest, `${word.slice(0, at)}-${word.slice(at)}`).join(' ')
    }
    case 'dots inside a word':
      return replaceAt(longest, [...(words[longest] ?? '')].join('.')).join(' ')
    case 'two words run together':
      return words.length < 2 ? words.join(' ') : [`${words[0] ?? ''}${words[1] ?? ''}`, ...words.slice(2)].join(' ')
    case 'initials':
      return words.length < 2 ? words.join(' ') : [...words.slice(0, -1).map((word) => `${initialOf(word)}.`), words.at(-1)].join(' ')
    case 'arabic transliteration':
      return respell(words, ARABIC, 2, next).join(' ')
    case 'somali spelling':
      return respell(words, SOMALI, 2, next).join(' ')
    case 'turkish letters':
      return respell(words, TURKISH, 2, next).join(' ')
    case 'amharic romanisation':
      return respell(words, AMHARIC, 2, next).join(' ')
    case 'typo':
      return replaceAt(longest, typo(words[longest] ?? '', next)).join(' ')
    case 'first and last name only':
      return words.length < 3 ? words.join(' ') : [words[0], words.at(-1)].join(' ')
    case 'extra given name before an alias': {
      const alias = entry.aliases.find((name) => name.includes(',')) ?? entry.name
      return [pick(EXTRA_GIVEN), ...naturalWords(alias)].join(' ')
    }
  }
}

/** `count` listed individuals drawn at random, each under one disguise (the disguises in turn). */
export function disguisedNames(list: readonly SanctionsEntry[], count: number, seed = 7): DisguisedName[] {
  const next = seeded(seed)
  const people = list.filter((entry) => entry.type === 'individual' && entry.name.includes(',') && naturalWords(entry.name).length >= 2)
  return Array.from({ length: count }, (_, i) => {
    const entry = people[Math.floor(next() * people.length)] as SanctionsEntry
    const kind = DISGUISES[i % DISGUISES.length] as Disguise
    return { uid: entry.uid, listed: entry.name, disguise: kind, name: disguise(entry, kind, next) }
  })
}

/** `count` ordinary names of the communities served, in their own shapes (see ordinary-names.ts). */
export function ordinaryNames(count: number, seed = 11): string[] {
  const next = seeded(seed)
  const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)] ?? ''
  const shapes: (() => string[])[] = [
    () => [pick(SOMALI_GIVEN), pick(SOMALI_GIVEN), ...(next() < 0.5 ? [pick(SOMALI_GIVEN)] : [])],
    () => [pick(ETHIOPIAN_GIVEN), pick(ETHIOPIAN_GIVEN), ...(next() < 0.3 ? [pick(ETHIOPIAN_GIVEN)] : [])],
    () => [pick(KENYAN_FIRST), ...(next() < 0.4 ? [pick(KENYAN_FAMILY)] : []), pick(KENYAN_FAMILY)],
    () => [pick(UGANDAN_FIRST), pick(UGANDAN_FAMILY)],
    () => [pick(TURKISH_GIVEN), ...(next() < 0.2 ? [pick(TURKISH_GIVEN)] : []), pick(TURKISH_FAMILY)],
  ]
  return Array.from({ length: count }, (_, i) => (shapes[i % shapes.length] as () => string[])().join(' '))
}

/** Every two-part short form of the most common given names ("Hassan Ali", "Omar Mohamed"). */
export function shortForms(): string[] {
  return MOST_COMMON_GIVEN.flatMap((first) => MOST_COMMON_GIVEN.filter((second) => second !== first).map((second) => `${first} ${second}`))
}
