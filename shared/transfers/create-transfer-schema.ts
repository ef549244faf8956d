import * as z from 'zod/mini'
import { decimalPlaces, formatUsd } from '../money/money'
import {
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_MESSAGE,
  CVV_MESSAGE,
  EXPIRED_MESSAGE,
  EXPIRY_MESSAGE,
  isExpiryInFuture,
  isExpiryPlausible,
  EXPIRY_TOO_FAR_MESSAGE,
  luhnValid,
  parseExpiry,
} from './card'
import { CITY_MAX_LENGTH, CITY_MAX_MESSAGE, mobileNumber, NAME_MAX_LENGTH, nameMaxMessage, requiredText } from './transfer-fields'
import {
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  MIDDLE_NAME_MESSAGE,
  MOBILE_MESSAGE,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  SENDING_REASONS,
} from './transfer-options'
import { isIssuerNumber } from '../text/safe-text'
import type { AmountRange } from './limits'
import { QuoteIdSchema } from '../rates/quote-id'
import { PayoutCurrencySchema } from '../money/currencies'

/**
 * The amounts {@link CreateTransferSchema} accepts (a cent to 1,000,000.00 USD): sanity bounds for
 * the contract. The server applies its stage's range with {@link createTransferSchema}.
 */
export const CONTRACT_AMOUNTS: AmountRange = { minCents: 1, maxCents: 100_000_000 }

export const COUNTRY_MESSAGE = 'Choose a destination country'
export const CITY_MESSAGE = 'City is required'
export const RELATIONSHIP_MESSAGE = 'Choose a relationship'
export const SENDING_REASON_MESSAGE = 'Choose a sending reason'
export const PAYMENT_TYPE_MESSAGE = 'Choose a payment type'
export const PAYMENT_METHOD_MESSAGE = 'Choose a payment method'
export const AMOUNT_MESSAGE = 'Enter an amount greater than 0'
export const AMOUNT_DECIMALS_MESSAGE = 'Amounts have at most 2 decimal places'
/** The message for an amount above `maxCents`: 'Amounts above $10,000.00 cannot be sent online'. */
export const amountMaxMessage = (maxCents: number): string => `Amounts above ${formatUsd(maxCents)} cannot be sent online`
/** The message for an amount below `minCents`: 'The smallest amount you can send is $10.00'. */
export const amountMinMessage = (minCents: number): string => `The smallest amount you can send is ${formatUsd(minCents)}`

/**
 * Add Customer (spec 2.1): the user a transfer is recorded for, when an admin records it on their
 * behalf. Absent, the transfer is the caller's own. Only staff may name someone else (the server
 * decides, with `canRecordTransferFor`).
 */
export const OWNER_MESSAGE = 'Choose the user this transfer is for'
const OwnerIdField = z.string({ error: OWNER_MESSAGE }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, OWNER_MESSAGE))

/** A destination's id as the countries service gives it: two lower-case letters ('so'). */
const CountryIdField = z.string({ error: COUNTRY_MESSAGE }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, COUNTRY_MESSAGE))

/**
 * Spaces removed, then 16 digits that pass the Luhn check (spec 5, DESIGN.md 6) and start in a card
 * issuer's range (issue 14: all zeros passes Luhn); the output is the digits.
 */
export const CardNumberSchema = z.string({ error: CARD_NUMBER_MESSAGE }).check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.refine((value) => value.length === CARD_NUMBER_LENGTH && /^\d+$/.test(value) && isIssuerNumber(value) && luhnValid(value), CARD_NUMBER_MESSAGE),
)

/** 'MM/YY' with a month 01–12; trimmed. Whether it is past needs a clock: see {@link createTransferSchema}. */
export const ExpirationDateSchema = z.string({ error: EXPIRY_MESSAGE }).check(
  z.trim(),
  z.refine((value) => parseExpiry(value) !== undefined, { error: EXPIRY_MESSAGE, abort: true }),
)

/** Exactly 3 digits. Checked, never stored, logged or returned (DESIGN.md 6). */
export const CvvSchema = z.string({ error: CVV_MESSAGE }).check(z.trim(), z.regex(/^\d{3}$/, CVV_MESSAGE))

/** A positive decimal written without exponent or sign: '250', '250.5', '.5', '250.'. */
const DECIMAL_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** The cents of a valid amount, or the message of its first broken rule. */
function amountCents(value: number | string, { minCents, maxCents }: AmountRange): number | string {
  let amount: number
  let places: number
  if (typeof value === 'number') {
    amount = value
    places = decimalPlaces(value)
  } else {
    const text = value.trim()
    if (!DECIMAL_TEXT.test(text)) return AMOUNT_MESSAGE
    amount = Number(text)
    // Trailing zeros are not places: '12.500' is 12.50.
    places = (text.split('.')[1] ?? '').replace(/0+$/, '').length
  }
  if (!(amount > 0)) return AMOUNT_MESSAGE
  if (places > 2) return AMOUNT_DECIMALS_MESSAGE
  // At most 2 places: the float product is within a hair of the exact cents.
  const cents = Math.round(amount * 100)
  if (!Number.isSafeInteger(cents) || cents > maxCents) return amountMaxMessage(maxCents)
  if (cents < minCents) return amountMinMessage(minCents)
  return cents
}

/**
 * The amount to send in USD (the wizard's inputValue): a number, or a numeric string such as
 * '250.50', greater than 0, with at most 2 decimal places, within `range`. The output is the amount
 * in integer cents. Messages, first broken rule only: {@link AMOUNT_MESSAGE} (also for a missing or
 * non-numeric value), {@link AMOUNT_DECIMALS_MESSAGE}, {@link amountMaxMessage}, {@link amountMinMessage}.
 */
export function amountSchema(range: AmountRange) {
  const { minCents, maxCents } = range
  if (!Number.isSafeInteger(minCents) || !Number.isSafeInteger(maxCents) || minCents < 1 || maxCents < minCents) {
    throw new RangeError(`The amount range must be whole cents, 1 ≤ min ≤ max: ${minCents}–${maxCents}`)
  }
  return z.pipe(
    z.union([z.number(), z.string()], { error: AMOUNT_MESSAGE }),
    z.transform((value: number | string, ctx): number => {
      const cents = amountCents(value, range)
      if (typeof cents === 'number') return cents
      ctx.issues.push({ code: 'custom', message: cents, input: value })
      return z.NEVER
    }),
  )
}

/** The payment's own fields (what the wizard and Add Customer collect), with its rules and messages. */
function paymentShape(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return {
    firstName: requiredText(FIRST_NAME_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('First name')),
    middleName: requiredText(MIDDLE_NAME_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Middle name')),
    lastName: requiredText(LAST_NAME_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Last name')),
    mobileNumber: mobileNumber(MOBILE_MESSAGE),
    countryId: CountryIdField,
    city: requiredText(CITY_MESSAGE, CITY_MAX_LENGTH, CITY_MAX_MESSAGE),
    relationship: z.enum(RELATIONSHIPS, { error: RELATIONSHIP_MESSAGE }),
    sendingReason: z.enum(SENDING_REASONS, { error: SENDING_REASON_MESSAGE }),
    paymentType: z.enum(PAYMENT_TYPES, { error: PAYMENT_TYPE_MESSAGE }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
    cardNumber: CardNumberSchema,
    expirationDate,
    cvv: CvvSchema,
    inputValue: amountSchema(amounts),
    ownerId: z.optional(OwnerIdField),
  }
}

/** Issue 15: the quote the sender saw, and the payout currency it is in (the server checks they match). */
const quoteShape = { quoteId: QuoteIdSchema, payoutCurrency: PayoutCurrencySchema }

function withAmountCents<T extends { inputValue: number }>({ inputValue, ...rest }: T): Omit<T, 'inputValue'> & { amountCents: number } {
  return { ...rest, amountCents: inputValue }
}

function createTransferObject(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return z.pipe(z.object({ ...paymentShape(expirationDate, amounts), ...quoteShape }), z.transform(withAmountCents))
}

function paymentObject(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return z.pipe(z.object(paymentShape(expirationDate, amounts)), z.transform(withAmountCents))
}

const expiryRules = (today: Date) =>
  ExpirationDateSchema.check(
    z.refine((value) => isExpiryInFuture(value, today), EXPIRED_MESSAGE),
    z.refine((value) => isExpiryPlausible(value, today), EXPIRY_TOO_FAR_MESSAGE),
  )

/**
 * POST /api/customers (spec 7 fields, spec 5 rules): the recipient, the payment choices, the card
 * and the amount. Every field's first issue is reported, so a form with several empty fields gets
 * each field's message (the wizard itself shows REQUIRED_FIELDS_MESSAGE). Output: text trimmed,
 * mobile and card number digits only, `inputValue` replaced by integer `amountCents`. Unknown keys
 * are dropped: fees, total, status, note and invoiceNumber are the server's to set. `ownerId` is
 * optional (see {@link OWNER_MESSAGE}).
 *
 * This constant has no clock and bounds amounts by {@link CONTRACT_AMOUNTS}; the server parses with
 * {@link createTransferSchema}, which adds the expiry rules and its stage's amount range.
 */
export const CreateTransferSchema = createTransferObject(ExpirationDateSchema, CONTRACT_AMOUNTS)

/**
 * {@link CreateTransferSchema} with the card-expiry rules ({@link EXPIRED_MESSAGE} when the card's
 * month is before `today`'s, UTC; {@link EXPIRY_TOO_FAR_MESSAGE}) and the stage's amount range.
 */
export function createTransferSchema(today: Date, amounts: AmountRange) {
  return createTransferObject(expiryRules(today), amounts)
}

/**
 * The payment without its quote, as the wizard and Add Customer check what is typed (same rules
 * and messages as {@link createTransferSchema}); the quote is added when the payment is sent.
 */
export function paymentSchema(today: Date, amounts: AmountRange) {
  return paymentObject(expiryRules(today), amounts)
}

/** What a client sends to create a transfer. */
export type CreateTransferInput = z.input<typeof CreateTransferSchema>
/** A valid, normalised create request (amount in cents). */
export type CreateTransfer = z.output<typeof CreateTransferSchema>
/** What a client collects before it asks for a quote: the create request without quoteId and payoutCurrency. */
export type PaymentInput = Omit<CreateTransferInput, 'quoteId' | 'payoutCurrency'>
/** A valid, normalised payment without its quote. */
export type Payment = z.output<ReturnType<typeof paymentSchema>>
