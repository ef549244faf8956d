import { DESTINATIONS } from '../../shared/countries/destinations'
import { hasMobilePlan, recipientMobileE164 } from '../../shared/transfers/phone/recipient-mobile'
import { normalizeForSearch } from './search-terms'

/**
 * What a search box's text asks for, as staff type it, worked out once
 * so the exact lookups and the index read the same thing:
 * - an invoice, as stored ('US-2298089492') or as every list shows it ('KE-US-2298089492');
 * - a phone number in any format ('+254 712 345 678', '0712345678', '712345678', '254712345678'):
 *   the E.164 numbers it can be, by each destination's numbering plan (only the destination
 *   filter's when one is set), since transfers keep their recipient's mobile number in E.164;
 * - otherwise words (names, an e-mail), each matched as a substring in any order and case.
 */
export interface SearchQuery {
  /** What the text was read as. */
  kind: 'invoice' | 'phone' | 'words'
  /** An invoice typed whole: its stored number ('US-…'), and the label's letters ('ke') when typed as a list shows it. */
  invoice?: { number: string; letters?: string }
  /** Numbers the typed phone number can be, as the mobile lookup items key them (E.164, or the 10 digits of an older transfer). */
  mobiles: string[]
  /** Normalised words a match holds each of, as substrings, in any order. */
  words: string[]
  /** A label typed as lists show it ('ke-us-22980', normalised): a match's label must start with it. */
  labelPrefix?: string
}

/** 'ke-us-2298089492' or 'us-2298089492' (normalised): the label's letters if typed, and the stored invoice number, whole or begun. */
const INVOICE_QUERY = /^(?:(\p{L}{2})-)?(us-\d{0,10})$/u
/** What a phone number may be typed with besides its digits (the app's own display uses spaces; callers add dashes, dots, brackets). */
const PHONE_QUERY = /^\+?[\d\s().\-/]+$/
/** Fewer digits than this are a fragment, never a whole number (the shortest mobile number of our destinations has 7 after its code). */
const MIN_PHONE_DIGITS = 7

/** The destinations whose plans a phone number typed without its country code is read by. */
const planCountries = (countryId: string | undefined): string[] =>
  countryId ? (hasMobilePlan(countryId) ? [countryId] : []) : DESTINATIONS.map((country) => country.id).filter(hasMobilePlan)

/** Every E.164 number `typed` can be in `countries` (with its own '+code', with its code but no '+', or national with or without the trunk 0). */
export function mobilesOf(typed: string, countryId?: string): string[] {
  const digits = typed.replace(/\D/g, '')
  if (!PHONE_QUERY.test(typed) || digits.length < MIN_PHONE_DIGITS) return []
  const forms = typed.trim().startsWith('+') ? [`+${digits}`] : [digits, `+${digits}`]
  const numbers = new Set<string>()
  for (const id of planCountries(countryId)) {
    for (const form of forms) {
      const e164 = recipientMobileE164(form, id)
      if (e164) numbers.add(e164)
    }
  }
  // Transfers made before E.164 kept the 10 digits as typed.
  if (!typed.trim().startsWith('+') && digits.length === 10) numbers.add(digits)
  return [...numbers]
}

/**
 * What of a phone number the index matches: its digits ('+' kept); a whole national number without
 * its trunk 0, which E.164 never holds. A fragment keeps its digits as typed: its 0 may be inside the number.
 */
const phoneFragment = (typed: string, whole: boolean): string => {
  const digits = typed.replace(/\D/g, '')
  if (typed.trim().startsWith('+')) return `+${digits}`
  return whole ? digits.replace(/^0+/, '') || digits : digits
}

/** Reads the search box's text (`countryId`: the destination filter, if set). */
export function searchQueryOf(typed: string, countryId?: string): SearchQuery {
  const text = normalizeForSearch(typed.trim())
  const invoice = INVOICE_QUERY.exec(text.replace(/\s+/g, ''))
  if (invoice?.[2]) {
    const [, letters, number] = invoice
    const whole = /\d$/.test(number)
    return {
      kind: 'invoice',
      ...(whole ? { invoice: { number: number.toUpperCase(), ...(letters ? { letters } : {}) } } : {}),
      mobiles: [],
      words: [number],
      ...(letters ? { labelPrefix: `${letters}-${number}` } : {}),
    }
  }
  if (PHONE_QUERY.test(text) && /\d/.test(text)) {
    const mobiles = mobilesOf(typed, countryId)
    return {
      kind: 'phone',
      mobiles,
      words: [
        phoneFragment(
          typed,
          mobiles.some((number) => number.startsWith('+')),
        ),
      ],
    }
  }
  return { kind: 'words', mobiles: [], words: [...new Set(text.split(/[\s,;]+/).filter(Boolean))] }
}
