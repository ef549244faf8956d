import * as z from 'zod/mini'
import { luhnValid } from '../transfers/card'

/**
 * Free text people type (names, cities, notes, document labels) that staff read in lists, receipts
 * and CSV exports. Only functions and constants: importing this module
 * builds no schema.
 */

export const HIDDEN_CHARACTERS_MESSAGE = 'Remove invisible or text-direction characters'
export const CARD_NUMBER_IN_TEXT_MESSAGE = 'Card numbers cannot be entered here'

// Control characters (Cc) and format characters (Cf: bidi overrides and isolates such as U+202E,
// zero-width marks), and the Unicode line and paragraph separators: they make a name read otherwise
// than it is stored ('passport_\u202Efdp.bat' shows as 'passport_tab.pdf').
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u
const LINE_BREAKS = /[\n\r\t]/g

/** Whether the text carries a hidden character; `lines` allows the line breaks and tabs of a multi-line note. */
export function hasHiddenCharacters(text: string, { lines = false } = {}): boolean {
  return HIDDEN.test(lines ? text.replace(LINE_BREAKS, ' ') : text)
}

/** The text with its hidden characters removed: what a label stored before these checks shows. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(new RegExp(HIDDEN.source, 'gu'), '')
}

const DECIMAL_DIGIT = /^\p{Nd}$/u
/** Between two groups of a written card number: up to 3 spaces, punctuation or symbols ('4111 . 1111', '4111//1111'). */
const SEPARATOR = /^[\p{Z}\p{P}\p{S}\s]$/u
const MAX_SEPARATORS = 3
const CARD_MIN_DIGITS = 13
const CARD_MAX_DIGITS = 19

/**
 * The value of a decimal digit of any script ('٣', '३', '３' are 3). Unicode encodes every script's
 * decimal digits (`\p{Nd}`) in contiguous runs of ten from 0 to 9, so the value is the distance
 * from the start of the run, modulo 10 (some runs, like the mathematical digits, are several tens).
 */
function digitValue(codePoint: number): number {
  let start = codePoint
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--
  return (codePoint - start) % 10
}

/**
 * The groups of digits of a text, as ASCII, in the runs they are written in: NFKC first (full-width
 * and other compatibility digits), then every script's decimal digits as their values. A run is
 * groups parted by at most {@link MAX_SEPARATORS} separators; a letter or anything else ends it.
 */
export function digitRuns(text: string): string[][] {
  const runs: string[][] = []
  let groups: string[] = []
  let group = ''
  let separators = 0
  const endRun = () => {
    if (group) groups.push(group)
    if (groups.length > 0) runs.push(groups)
    groups = []
    group = ''
    separators = 0
  }
  for (const character of text.normalize('NFKC')) {
    const codePoint = character.codePointAt(0) ?? 0
    if (DECIMAL_DIGIT.test(character)) {
      if (separators > 0 && group) {
        groups.push(group)
        group = ''
      }
      separators = 0
      group += String(digitValue(codePoint))
    } else if (SEPARATOR.test(character) && (group || groups.length > 0) && separators < MAX_SEPARATORS) {
      separators++
    } else {
      endRun()
    }
  }
  endRun()
  return runs
}

/**
 * Whether the text holds what looks like a card number: 13–19 digits, written whole or in groups
 * parted by spaces, dots, slashes, dashes, underscores or other separators, in any script's digits,
 * that pass the Luhn check and start as issuers' numbers do (2–6). Every stretch of consecutive
 * groups is tried, so other numbers beside a card's ('Ref 12: 4111 …') do not hide it. PCI DSS
 * keeps a card number out of every place but its protected one.
 */
export function containsCardNumber(text: string): boolean {
  for (const groups of digitRuns(text)) {
    for (let first = 0; first < groups.length; first++) {
      let digits = ''
      for (let last = first; last < groups.length && digits.length < CARD_MAX_DIGITS; last++) {
        digits += groups[last] ?? ''
        if (digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS && isIssuerNumber(digits) && luhnValid(digits)) return true
      }
    }
  }
  return false
}

/**
 * Whether names read together hold a card number ('4111 1111' as the first name, '1111 1111' as the
 * last): each field alone passes {@link containsCardNumber}, so the names are also judged joined, in
 * their order, every selection of them (first + last around a real middle name too).
 */
export function namesContainCardNumber(...names: (string | undefined)[]): boolean {
  const present = names.filter((name) => name !== undefined)
  for (let selection = 1; selection < 2 ** present.length; selection++) {
    const chosen = present.filter((_name, index) => (selection >> index) & 1)
    if (containsCardNumber(chosen.join(' '))) return true
  }
  return false
}

/**
 * Whether a card number starts with a major industry identifier (ISO/IEC 7812) that card issuers
 * use: 2–6 (Mastercard's 2-series, travel and entertainment, and the banking and financial ranges).
 * All zeros, and numbers of airlines, oil companies, telecoms or national bodies, are no cards we take.
 */
export function isIssuerNumber(digits: string): boolean {
  return /^[2-6]\d+$/.test(digits)
}

/** The checks every free-text field adds: no hidden characters, no card number. */
export function safeTextChecks({ lines = false } = {}) {
  return [
    z.refine<string>((value) => !hasHiddenCharacters(value, { lines }), HIDDEN_CHARACTERS_MESSAGE),
    z.refine<string>((value) => !containsCardNumber(value), CARD_NUMBER_IN_TEXT_MESSAGE),
  ] as const
}

type NameFields = { firstName?: unknown; middleName?: unknown; lastName?: unknown }
const textOrNothing = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The check an object with name fields adds: the names read together hold no card number (reported on the last name). */
export function namesWithoutCardNumber<T extends NameFields>() {
  return z.refine<T>(
    (names) => !namesContainCardNumber(textOrNothing(names.firstName), textOrNothing(names.middleName), textOrNothing(names.lastName)),
    {
      message: CARD_NUMBER_IN_TEXT_MESSAGE,
      path: ['lastName'],
    },
  )
}
