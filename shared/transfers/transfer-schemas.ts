import * as z from 'zod/mini'
import { PageQuerySchema } from '../api/pagination'
import { decimalPlaces, formatUsd } from '../money/money'
import {
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_MESSAGE,
  CVV_MESSAGE,
  EXPIRED_MESSAGE,
  EXPIRY_MESSAGE,
  isExpiryInFuture,
  luhnValid,
  parseExpiry,
} from './card'
import {
  EDIT_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  MIDDLE_NAME_MESSAGE,
  MOBILE_MESSAGE,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  SENDING_REASONS,
  TRANSFER_STATUSES,
} from './transfer-options'

/** Longest first, middle or last name accepted. */
export const NAME_MAX_LENGTH = 60
/** Longest country name accepted on an edit. */
export const COUNTRY_MAX_LENGTH = 60
/** Longest city (or Somali region) accepted. */
export const CITY_MAX_LENGTH = 80
/** Longest note accepted on an edit. */
export const NOTE_MAX_LENGTH = 500
/** Longest search text accepted by the list. */
export const SEARCH_MAX_LENGTH = 100
/**
 * The largest amount {@link CreateTransferSchema} accepts (1,000,000.00 USD): a sanity ceiling for
 * the contract. The server applies its own limit with {@link createTransferSchema}.
 */
export const AMOUNT_CEILING_CENTS = 100_000_000

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
export const STATUS_MESSAGE = 'Status is required'
export const STATUS_VALUE_MESSAGE = 'Status must be PENDING or PAID'
export const NOTE_MESSAGE = 'Note must be text'
export const NOTE_MAX_MESSAGE = `Note must be at most ${NOTE_MAX_LENGTH} characters`
export const VERSION_MESSAGE = 'Reload the transfer and try again'
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update'
export const SEARCH_MAX_MESSAGE = `Search text must be at most ${SEARCH_MAX_LENGTH} characters`

const nameMaxMessage = (label: string) => `${label} must be at most ${NAME_MAX_LENGTH} characters`
const CITY_MAX_MESSAGE = `City must be at most ${CITY_MAX_LENGTH} characters`
const COUNTRY_MAX_MESSAGE = `Country must be at most ${COUNTRY_MAX_LENGTH} characters`

/** What a typed mobile number may carry besides its digits; removed before the 10-digit check. */
const MOBILE_SEPARATORS = /[\s()-]/g

/**
 * A trimmed string whose missing, non-string or blank value gets `required` (the blank check aborts,
 * so that is the field's only issue), capped at `max` characters.
 */
function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, maxMessage),
  )
}

/** 10 digits once spaces, dashes and parentheses are removed; the output is the digits. Blank is `required`. */
function mobileNumber(required: string) {
  return z.string({ error: required }).check(
    z.overwrite((value) => value.replace(MOBILE_SEPARATORS, '')),
    z.minLength(1, { error: required, abort: true }),
    z.regex(/^\d{10}$/, MOBILE_MESSAGE),
  )
}

/**
 * Add Customer (spec 2.1): the user a transfer is recorded for, when an admin records it on their
 * behalf. Absent, the transfer is the caller's own. Only staff may name someone else (the server
 * decides, with `canRecordTransferFor`).
 */
export const OWNER_MESSAGE = 'Choose the user this transfer is for'
const OwnerIdField = z.string({ error: OWNER_MESSAGE }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, OWNER_MESSAGE))

/** A destination's id as the countries service gives it: two lower-case letters ('so'). */
const CountryIdField = z.string({ error: COUNTRY_MESSAGE }).check(
  z.trim(),
  z.toLowerCase(),
  z.regex(/^[a-z]{2}$/, COUNTRY_MESSAGE),
)

/** Spaces removed, then 16 digits that pass the Luhn check (spec 5, DESIGN.md 6); the output is the digits. */
export const CardNumberSchema = z.string({ error: CARD_NUMBER_MESSAGE }).check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.refine((value) => value.length === CARD_NUMBER_LENGTH && /^\d+$/.test(value) && luhnValid(value), CARD_NUMBER_MESSAGE),
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
function amountCents(value: number | string, maxCents: number): number | string {
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
  return cents
}

/**
 * The amount to send in USD (the wizard's inputValue): a number, or a numeric string such as
 * '250.50', greater than 0, with at most 2 decimal places and no more than `maxCents`. The output
 * is the amount in integer cents. Messages, first broken rule only: {@link AMOUNT_MESSAGE} (also for
 * a missing or non-numeric value), {@link AMOUNT_DECIMALS_MESSAGE}, {@link amountMaxMessage}.
 */
export function amountSchema(maxCents: number) {
  if (!Number.isSafeInteger(maxCents) || maxCents < 1) throw new RangeError(`maxCents must be a positive whole number: ${maxCents}`)
  return z.pipe(
    z.union([z.number(), z.string()], { error: AMOUNT_MESSAGE }),
    z.transform((value: number | string, ctx): number => {
      const cents = amountCents(value, maxCents)
      if (typeof cents === 'number') return cents
      ctx.issues.push({ code: 'custom', message: cents, input: value })
      return z.NEVER
    }),
  )
}

function createTransferObject(expirationDate: typeof ExpirationDateSchema, maxCents: number) {
  return z.pipe(
    z.object({
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
      inputValue: amountSchema(maxCents),
      ownerId: z.optional(OwnerIdField),
    }),
    z.transform(({ inputValue, ...transfer }) => ({ ...transfer, amountCents: inputValue })),
  )
}

/**
 * POST /api/customers (spec 7 fields, spec 5 rules): the recipient, the payment choices, the card
 * and the amount. Every field's first issue is reported, so a form with several empty fields gets
 * each field's message (the wizard itself shows REQUIRED_FIELDS_MESSAGE). Output: text trimmed,
 * mobile and card number digits only, `inputValue` replaced by integer `amountCents`. Unknown keys
 * are dropped: fees, total, status, note and invoiceNumber are the server's to set. `ownerId` is
 * optional (see {@link OWNER_MESSAGE}).
 *
 * This constant has no clock and caps amounts at {@link AMOUNT_CEILING_CENTS}; the server parses with
 * {@link createTransferSchema}, which adds the expiry-not-past rule and its own maximum.
 */
export const CreateTransferSchema = createTransferObject(ExpirationDateSchema, AMOUNT_CEILING_CENTS)

/**
 * {@link CreateTransferSchema} with the card-expiry rule ({@link EXPIRED_MESSAGE} when the card's
 * month is before `today`'s, UTC) and an amount maximum of `maxCents`.
 */
export function createTransferSchema(today: Date, maxCents: number) {
  return createTransferObject(
    ExpirationDateSchema.check(z.refine((value) => isExpiryInFuture(value, today), EXPIRED_MESSAGE)),
    maxCents,
  )
}

/** What a client sends to create a transfer. */
export type CreateTransferInput = z.input<typeof CreateTransferSchema>
/** A valid, normalised create request (amount in cents). */
export type CreateTransfer = z.output<typeof CreateTransferSchema>

/**
 * PATCH /api/customers/{id} (spec 7 fields; spec 2.8 and 5 Edit customer). Every field is optional,
 * but one that is sent must be valid: names, city, country and mobile number sent blank are
 * {@link EDIT_REQUIRED_MESSAGE}; a status sent blank is {@link STATUS_MESSAGE}. `version` is the
 * version the client read (optimistic locking) and is required. At least one other field must be
 * sent ({@link NOTHING_TO_UPDATE_MESSAGE}). Unknown keys are dropped.
 */
export const UpdateTransferSchema = z
  .object({
    firstName: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('First name'))),
    middleName: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Middle name'))),
    lastName: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Last name'))),
    mobileNumber: z.optional(mobileNumber(EDIT_REQUIRED_MESSAGE)),
    city: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, CITY_MAX_LENGTH, CITY_MAX_MESSAGE)),
    /**
     * The destination as the edit screen sends it (its name, or its id). A transfer's destination
     * is fixed: the server accepts only the current one.
     */
    country: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, COUNTRY_MAX_LENGTH, COUNTRY_MAX_MESSAGE)),
    status: z.optional(
      z.enum(TRANSFER_STATUSES, {
        error: (issue) => (issue.input === null || issue.input === '' ? STATUS_MESSAGE : STATUS_VALUE_MESSAGE),
      }),
    ),
    note: z.optional(z.string({ error: NOTE_MESSAGE }).check(z.trim(), z.maxLength(NOTE_MAX_LENGTH, NOTE_MAX_MESSAGE))),
    version: z.int({ error: VERSION_MESSAGE }).check(z.minimum(1, VERSION_MESSAGE)),
  })
  .check(
    z.refine(
      (change) => Object.entries(change).some(([name, value]) => name !== 'version' && value !== undefined),
      NOTHING_TO_UPDATE_MESSAGE,
    ),
  )

export type UpdateTransferInput = z.input<typeof UpdateTransferSchema>
export type UpdateTransfer = z.output<typeof UpdateTransferSchema>

export const TRANSFER_EVENT_TYPES = ['created', 'updated', 'status', 'deleted'] as const

/** One entry of a transfer's history: who did what, when, and which fields changed from what to what. */
export const TransferEventSchema = z.object({
  at: z.string(),
  /** The acting user's id. */
  by: z.string(),
  byName: z.optional(z.string()),
  type: z.enum(TRANSFER_EVENT_TYPES),
  changes: z.optional(z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))),
})
export type TransferEvent = z.infer<typeof TransferEventSchema>

/** What the API keeps of a card: brand, last four and expiry. Never the number, never the CVV. */
export const CardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expirationDate: z.string(),
})
export type CardSummary = z.infer<typeof CardSummarySchema>

/**
 * A transfer as the API answers it (spec 3 Customer). Money in dollars (at most 2 decimal places);
 * `amount` repeats `inputValue` because the receipt reads 'amount'. `country` is the destination's
 * name. There is no card number and no CVV. `history` comes with the single-transfer answer.
 */
export const TransferSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  invoiceNumber: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  countryId: z.string(),
  country: z.string(),
  city: z.string(),
  relationship: z.string(),
  sendingReason: z.string(),
  paymentType: z.string(),
  paymentMethod: z.string(),
  card: CardSummarySchema,
  inputValue: z.number(),
  amount: z.number(),
  fees: z.number(),
  total: z.number(),
  status: z.enum(TRANSFER_STATUSES),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  history: z.optional(z.array(TransferEventSchema)),
})
export type Transfer = z.infer<typeof TransferSchema>

export const TransfersPageSchema = z.object({
  items: z.array(TransferSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
})
export type TransfersPage = z.infer<typeof TransfersPageSchema>

/** The dashboard's stat cards and 'Total & Fees' box (spec 2.7): counts, and sums in dollars. */
export const TransferStatsSchema = z.object({
  /** Number of transfers. */
  total: z.number(),
  paid: z.number(),
  /** Everything not PAID. */
  pending: z.number(),
  /** Sum of `total`, in dollars. */
  revenue: z.number(),
  /** Sum of `fees`, in dollars. */
  fees: z.number(),
})
export type TransferStats = z.infer<typeof TransferStatsSchema>

export const TransferListSchema = z.extend(TransfersPageSchema, { stats: TransferStatsSchema })
export type TransferList = z.infer<typeof TransferListSchema>

export const STATUS_FILTER_MESSAGE = 'Status must be PENDING or PAID'
export const COUNTRY_FILTER_MESSAGE = 'Country must be a 2-letter destination id'
export const DATE_FILTER_MESSAGE = 'Dates are written YYYY-MM-DD'
export const DATE_RANGE_MESSAGE = 'The start date must be on or before the end date'

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not), years 2000–2999. Transfer days are UTC days. */
export const DayFilterSchema = z.string({ error: DATE_FILTER_MESSAGE }).check(
  z.trim(),
  z.refine((value) => {
    const match = /^(2\d{3})-(\d{2})-(\d{2})$/.exec(value)
    if (!match) return false
    const date = new Date(`${value}T00:00:00.000Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, DATE_FILTER_MESSAGE),
)

/**
 * `?limit=&cursor=&q=&status=&countryId=&from=&to=`: a page of transfers, optionally narrowed by
 * search text (spec 9), status, destination and a range of UTC days (`from`/`to` inclusive, either
 * may be left open). The answer's `stats` count the same status, destination and days.
 */
export const ListTransfersQuerySchema = z
  .extend(PageQuerySchema, {
    q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, SEARCH_MAX_MESSAGE))),
    status: z.optional(z.enum(TRANSFER_STATUSES, STATUS_FILTER_MESSAGE)),
    countryId: z.optional(z.string({ error: COUNTRY_FILTER_MESSAGE }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, COUNTRY_FILTER_MESSAGE))),
    from: z.optional(DayFilterSchema),
    to: z.optional(DayFilterSchema),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: DATE_RANGE_MESSAGE, path: ['to'] }))
export type ListTransfersQuery = z.infer<typeof ListTransfersQuerySchema>
