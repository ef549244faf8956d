/**
 * Card rules (spec 5 wizard step 2, DESIGN.md 6). The card number is Luhn-checked and only its brand
 * and last four are kept; the CVV is checked and never kept; the expiry must not be past.
 */

/** Spec 5: what a card number that is not 16 digits (or fails the Luhn check) shows. */
export const CARD_NUMBER_MESSAGE = 'Please enter a valid 16-digit card number'
export const EXPIRY_MESSAGE = 'Enter the expiry as MM/YY'
export const EXPIRED_MESSAGE = 'This card has expired'
/** Cards are issued for a few years; an expiry further ahead than this is a typing error or a made-up card. */
const MAX_CARD_VALIDITY_YEARS = 10
export const EXPIRY_TOO_FAR_MESSAGE = `Check the expiry date: no card is valid for more than ${MAX_CARD_VALIDITY_YEARS} years`
export const CVV_MESSAGE = 'CVV must be 3 digits'

/** How screens show a CVV (spec 2.7 quick view, spec 5). */
export const MASKED_CVV = '***'

/** Card numbers we take have exactly this many digits (spec 9). */
export const CARD_NUMBER_LENGTH = 16
export const CVV_LENGTH = 3

/** 'Card' is a number whose issuer range we do not recognise. */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card'

/** The digits of a typed card number: spaces (and only spaces) removed. */
const compact = (value: string): string => value.replace(/\s+/g, '')

/**
 * Whether `digits` passes the Luhn check (ISO/IEC 7812). Spaces are ignored; anything else that is
 * not a digit, or fewer than 2 digits, fails.
 */
export function luhnValid(digits: string): boolean {
  const number = compact(digits)
  if (!/^\d{2,}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const inRange = (prefix: string, low: number, high: number): boolean => {
  const value = Number(prefix)
  return prefix.length > 0 && value >= low && value <= high
}

/**
 * The card's brand by its issuer range: 4 Visa; 51–55 and 2221–2720 Mastercard; 34 and 37 American
 * Express; 6011, 644–649 and 65 Discover; anything else (or not digits) 'Card'.
 */
export function cardBrand(digits: string): CardBrand {
  const number = compact(digits)
  if (!/^\d+$/.test(number)) return 'Card'
  if (number.startsWith('4')) return 'Visa'
  if (inRange(number.slice(0, 2), 51, 55) || (number.length >= 4 && inRange(number.slice(0, 4), 2221, 2720))) return 'Mastercard'
  if (number.startsWith('34') || number.startsWith('37')) return 'American Express'
  if (number.startsWith('6011') || number.startsWith('65') || (number.length >= 3 && inRange(number.slice(0, 3), 644, 649))) return 'Discover'
  return 'Card'
}

/** The last four digits of a card number (spaces ignored); fewer if the number is shorter. */
export function lastFour(digits: string): string {
  return compact(digits).slice(-4)
}

/** '**** **** **** 1234': how every screen shows a card (DESIGN.md 6). */
export function maskCardNumber(last4: string): string {
  return `**** **** **** ${last4}`
}

/** '1234 5678 9012 3456': digits in groups of four, for the wizard's on-blur display (spec 5). */
export function groupCardNumber(digits: string): string {
  return compact(digits).replace(/(.{4})(?=.)/g, '$1 ')
}

export interface Expiry {
  /** 1–12 */
  month: number
  /** Four digits: 'MM/26' is 2026. */
  year: number
}

/** Reads 'MM/YY' (surrounding spaces allowed; month 01–12); undefined for anything else. */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return { month, year: 2000 + Number(match[2]) }
}

/** How many months the expiry month lies after `today`'s (UTC; negative when past), or undefined when unreadable. */
function monthsAhead(expiry: string | Expiry, today: Date): number | undefined {
  const parsed = typeof expiry === 'string' ? parseExpiry(expiry) : expiry
  if (!parsed || Number.isNaN(today.getTime())) return undefined
  return parsed.year * 12 + (parsed.month - 1) - (today.getUTCFullYear() * 12 + today.getUTCMonth())
}

/**
 * Whether a card with this expiry can still be used on `today`: a card is valid through the last
 * day of its expiry month, in UTC. An unreadable expiry or an invalid date answers false.
 */
export function isExpiryInFuture(expiry: string | Expiry, today: Date): boolean {
  const ahead = monthsAhead(expiry, today)
  return ahead !== undefined && ahead >= 0
}

/** Whether an expiry is at most {@link MAX_CARD_VALIDITY_YEARS} years after `today` (UTC month); an unreadable one answers false. */
export function isExpiryPlausible(expiry: string | Expiry, today: Date): boolean {
  const ahead = monthsAhead(expiry, today)
  return ahead !== undefined && ahead <= MAX_CARD_VALIDITY_YEARS * 12
}
