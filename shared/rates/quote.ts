import * as z from 'zod/mini'
import { CountryIdSchema } from '../countries/country'
import { CURRENCY_DIGITS, type PayoutCurrency } from '../money/currencies'
import { decimalPlaces } from '../money/money'
import { PayoutCurrencySchema } from '../money/payout-currency-schema'
import { AMOUNT_MESSAGE, amountSchema, CONTRACT_AMOUNTS } from '../transfers/amount-schema'
import type { AmountRange } from '../transfers/limits'
import { PAYMENT_TYPES } from '../transfers/transfer-options'
import { QuoteIdSchema } from './quote-id'

/** How long a quoted rate holds: the sender pays within it or asks again. */
export const QUOTE_LIFETIME_MINUTES = 30

/** A quote asked for by what the recipient gets: the refusals of that amount. */
export const RECEIVE_AMOUNT_MESSAGES = {
  both: 'Enter the amount to send or the amount they receive, not both',
  decimals: 'This currency does not have that many decimal places',
} as const

/** At most a trillion of any payout currency: far past any amount the range allows, and exact in a double. */
const RECEIVE_AMOUNT_MAX = 1e12

interface AmountChoice {
  amount?: number | undefined
  receiveAmount?: number | undefined
  payoutCurrency: PayoutCurrency
}

/** One of the two amounts, and the received one in the currency's own digits. */
const oneAmount = z.superRefine<AmountChoice>(
  (request, ctx) => {
    const { amount, receiveAmount, payoutCurrency } = request
    if (amount === undefined && receiveAmount === undefined)
      ctx.issues.push({ code: 'custom', path: ['amount'], message: AMOUNT_MESSAGE, input: amount })
    if (amount !== undefined && receiveAmount !== undefined) {
      ctx.issues.push({ code: 'custom', path: ['receiveAmount'], message: RECEIVE_AMOUNT_MESSAGES.both, input: receiveAmount })
    }
    if (receiveAmount !== undefined && decimalPlaces(receiveAmount) > CURRENCY_DIGITS[payoutCurrency]) {
      ctx.issues.push({ code: 'custom', path: ['receiveAmount'], message: RECEIVE_AMOUNT_MESSAGES.decimals, input: receiveAmount })
    }
  },
  {
    // Judged on an object whose amounts and currency passed their own rules (a null body has none).
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => ['amount', 'receiveAmount', 'payoutCurrency'].includes(String(issue.path?.[0]))),
  },
)

/**
 * POST /api/quotes: either `amount`, US dollars (at most 2 decimals) parsed to cents and judged
 * against `amounts`, the stage's range on the server ({@link QuoteRequestSchema} bounds it by the
 * contract's); or `receiveAmount`, what the recipient is to get in `payoutCurrency`, from which the
 * server works out the amount to send (and judges that against the range).
 */
export function quoteRequestSchema(amounts: AmountRange) {
  return z
    .object({
      countryId: CountryIdSchema,
      amount: z.optional(amountSchema(amounts)),
      receiveAmount: z.optional(z.number(AMOUNT_MESSAGE).check(z.positive(AMOUNT_MESSAGE), z.maximum(RECEIVE_AMOUNT_MAX, AMOUNT_MESSAGE))),
      payoutCurrency: PayoutCurrencySchema,
      paymentType: z.enum(PAYMENT_TYPES, 'Choose how the recipient gets the money'),
    })
    .check(oneAmount)
}
export const QuoteRequestSchema = quoteRequestSchema(CONTRACT_AMOUNTS)
export type QuoteRequest = z.output<typeof QuoteRequestSchema>

/**
 * A quote: what the sender pays and what the recipient receives, at a customer rate that holds
 * until `expiresAt`. Stored as issued; nobody can change it. No margin or reference rate in it (the
 * stored item keeps the reference beside it, for the ledger: functions/store/quotes-store.ts). Asked
 * for signed in (`POST /api/quotes/mine`), it pays for one transfer of that user; asked for signed
 * out (`POST /api/quotes`, the country page), it shows the figures and pays for nothing.
 */
export const QuoteSchema = z.object({
  quoteId: QuoteIdSchema,
  countryId: CountryIdSchema,
  paymentType: z.enum(PAYMENT_TYPES),
  /** US dollars. */
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  payoutCurrency: PayoutCurrencySchema,
  /** Units of `payoutCurrency` per US dollar, exact decimal text. */
  rate: z.string(),
  /** In `payoutCurrency`, with its own minor digits. */
  receiveAmount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** YYYY-MM-DD in the destination's calendar. */
  dateAvailable: z.string(),
})
export type Quote = z.infer<typeof QuoteSchema>

export const QUOTE_MESSAGES = {
  noRate: 'We cannot pay out in this currency right now. Choose US dollars, or try again later.',
  notOffered: 'This destination does not pay out in that currency',
  tooMany: 'Too many quotes asked for. Please wait a minute and try again.',
} as const

/** Why a payment's quote was refused (409, with the stable `code`): the client gets a new quote and shows its figures. */
export const QUOTE_REFUSALS = {
  // An id no quote has (never issued, or past the 7 days quotes are kept): not the same answer as an expired one.
  QUOTE_UNKNOWN: 'This quote was not found. Check the new figures and confirm again.',
  QUOTE_EXPIRED: 'The quoted rate has expired. Check the new figures and confirm again.',
  QUOTE_MISMATCH: 'The payment does not match its quote. Check the new figures and confirm again.',
  // A quote pays only for the signed-in user who asked for it: not a bearer token anyone holding its id can spend.
  QUOTE_NOT_YOURS: 'This quote was not given to your account. Check the new figures and confirm again.',
  // A quote pays for one transfer.
  QUOTE_USED: 'This quote has already paid for a transfer. Check the new figures and confirm again.',
  // A rate correction voids the quotes given at the wrong rate.
  QUOTE_VOIDED: 'The rate was corrected after this quote was given, so it no longer holds. Check the new figures and confirm again.',
} as const
