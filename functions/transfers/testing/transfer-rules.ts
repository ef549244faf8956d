import { randomInt } from 'node:crypto'
import fc from 'fast-check'
import type { CreateTransferInput } from '../../../shared/transfers/transfer-schemas'
import { sampleMobile } from '../../../shared/transfers/phone/sample-mobile'
import { usesIban, WALLET_PROVIDERS } from '../../../shared/transfers/payout-account'

/**
 * Pure helpers for the transfer tests (unit and integration): valid request bodies with unique
 * names, and the spec's fee and Luhn rules written out independently of the code under test.
 */

/** The well-known Visa test number, for tests about what is kept of a card (most pay with {@link uniqueCard}). */
export const TEST_CARD = '4242424242424242'
/** Far enough ahead never to expire while this code is maintained. */
const FUTURE_EXPIRY = '12/30'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** `prefix` followed by `length` random lower-case letters: a name no other test uses. */
export function uniqueWord(prefix: string, length = 8): string {
  let word = prefix
  for (let i = 0; i < length; i++) word += LETTERS[randomInt(LETTERS.length)]
  return word
}

/** A random mobile number of the destination (Somalia unless named), unlikely to be shared with any other test. */
export function uniqueMobile(countryId = 'so'): string {
  return sampleMobile(countryId, () => randomInt(0, 2 ** 47) / 2 ** 47)
}

/**
 * A Luhn-valid Visa number no other test pays with: the velocity limits count per card (brand, last
 * four, expiry) across every account, so tests that are not about them must not share a card.
 */
export function uniqueCard(): string {
  let body = '4'
  for (let i = 0; i < 14; i++) body += String(randomInt(10))
  return withLuhnCheckDigit(body)
}

/**
 * A card expiry no other test pays with (they use 12/30), for a test that counts what the velocity
 * limits allow one card: a random number alone shares its last four with another test's card about
 * once in 10,000, and the files before it on the stack pay with hundreds of cards within the hour.
 */
export function uniqueExpiry(): string {
  for (;;) {
    // From next year to nine years ahead: no card is valid for more than ten.
    const expiry = `${String(1 + randomInt(12)).padStart(2, '0')}/${(new Date().getUTCFullYear() % 100) + 1 + randomInt(9)}`
    if (expiry !== FUTURE_EXPIRY) return expiry
  }
}

/**
 * Stands for "a fresh quote for this body": the integration helpers (`transfers-api.ts` `create`)
 * swap it for a quote they ask the API for, as the SPA does before it pays. A well-formed id no
 * quote has, so a body that keeps it is refused as unquoted.
 */
export const QUOTE_TO_FETCH = '00000000000000000000000000'

/**
 * A well-formed quote id no quote has, sent as it is: for tests of what the create refuses before it
 * looks the quote up (the body's own fields), whose bodies no quote would be given for.
 */
export const UNISSUED_QUOTE_ID = '01KB0000000000000000000000'

/** A valid create body (the wizard's fields): unique recipient names, mobile number and card; paid out in USD. */
export function transferInput(overrides: Partial<CreateTransferInput> = {}): CreateTransferInput {
  const body: CreateTransferInput = {
    firstName: uniqueWord('Hodan'),
    middleName: 'Ali',
    lastName: uniqueWord('Warsame'),
    mobileNumber: uniqueMobile(overrides.countryId),
    countryId: 'so',
    city: 'Banadir',
    relationship: 'Parents',
    sendingReason: 'Family Support',
    paymentType: 'Mobile Money',
    paymentMethod: 'Debit Card',
    cardNumber: uniqueCard(),
    expirationDate: FUTURE_EXPIRY,
    cvv: '123',
    inputValue: 100,
    payoutCurrency: 'USD',
    quoteId: QUOTE_TO_FETCH,
    ...overrides,
  }
  return { ...payoutDetailsFor(body.countryId, body.paymentType), ...body }
}

/** Valid payout details for a method: the destination's first wallet, or a bank and an account. */
function payoutDetailsFor(countryId: string, paymentType: string): Partial<CreateTransferInput> {
  if (paymentType === 'Mobile Money') return { walletProvider: WALLET_PROVIDERS[countryId]?.[0] ?? 'EVC Plus' }
  if (paymentType === 'Bank Transfer')
    return { bankName: 'Premier Bank', accountNumber: usesIban(countryId) ? 'TR330006100519786457841326' : '0123456789' }
  return {}
}

/**
 * `body` completed with its Luhn check digit (ISO/IEC 7812), computed here independently of
 * shared/transfers/card.ts so the tests do not grade the rule with itself.
 */
export function withLuhnCheckDigit(body: string): string {
  let sum = 0
  // The check digit will sit right of the body, so doubling starts at the body's last digit.
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i])
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * The fee in cents, by spec 4/9 written out independently: 5% up to and including 3000.00, 3%
 * above, rounded half-up to the cent (exact, in BigInt).
 */
export function expectedFeeCents(amountCents: number): number {
  const rate = amountCents > 300_000 ? 3n : 5n
  const hundredths = BigInt(amountCents) * rate
  const whole = hundredths / 100n
  return Number(hundredths % 100n >= 50n ? whole + 1n : whole)
}

/** Amounts in cents from the minimum (10.00) to the maximum (10,000.00) to check the fee at: any, and often where its rate or rounding turns. */
export const feeCheckAmountCents = fc.oneof(
  fc.constantFrom(1_000, 1_009, 1_010, 299_999, 300_000, 300_001, 1_000_000),
  fc.integer({ min: 1_000, max: 1_000_000 }),
)
