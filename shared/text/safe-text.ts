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

/** Runs of 13–19 digits, each digit optionally followed by one space or dash, as card numbers are written. */
const DIGIT_RUNS = /(?<!\d)\d(?:[ -]?\d){12,18}(?![ -]?\d)/g

/**
 * Whether the text holds what looks like a card number: a run of 13–19 digits (spaces or dashes
 * between them allowed) that passes the Luhn check and starts as issuers' numbers do (2–6). PCI DSS
 * keeps a card number out of every place but its protected one.
 */
export function containsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUNS)) {
    const digits = run.replace(/[ -]/g, '')
    if (isIssuerNumber(digits) && luhnValid(digits)) return true
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
