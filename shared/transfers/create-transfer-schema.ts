import * as z from 'zod/mini'
import { CountryIdField } from './country-id-field'
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
import { CITY_MAX_LENGTH, CITY_MAX_MESSAGE, NAME_MAX_LENGTH, messageText, nameMaxMessage, optionalNameText } from './transfer-fields'
import {
  FIRST_NAME_MESSAGE,
  REQUIRED_MOBILE_MESSAGE,
  LAST_NAME_MESSAGE,
  OFFERED_PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  SENDING_REASONS,
} from './transfer-options'
import { isIssuerNumber, namesWithoutCardNumber, safeTextChecks } from '../text/safe-text'
import type { AmountRange } from './limits'
import { QuoteIdSchema } from '../rates/quote-id'
import { PayoutCurrencySchema } from '../money/payout-currency-schema'
import { amountSchema, CONTRACT_AMOUNTS } from './amount-schema'

export * from './amount-schema'
import { hasMobilePlan, mobileMessage, recipientMobileE164 } from './phone/recipient-mobile'
import { BANK_NAME_MAX_LENGTH, PAYOUT_ACCOUNT_MESSAGES, payoutAccountIssues, payoutAccountOf, type PayoutAccountInput } from './payout-account'

export const CITY_MESSAGE = 'City is required'
/** @serverMessage */
export const RELATIONSHIP_MESSAGE = 'Choose a relationship'
/** @serverMessage */
export const SENDING_REASON_MESSAGE = 'Choose a sending reason'
/** @serverMessage */
export const PAYMENT_TYPE_MESSAGE = 'Choose a payment type'
/** @serverMessage */
export const PAYMENT_METHOD_MESSAGE = 'Choose a payment method: a credit or debit card'
/**
 * Add Customer (spec 2.1): the user a transfer is recorded for, when an admin records it on their
 * behalf. Absent, the transfer is the caller's own. Only staff may name someone else (the server
 * decides, with `canRecordTransferFor`).
 *
 * @serverMessage
 */
export const OWNER_MESSAGE = 'Choose the user this transfer is for'
const OwnerIdField = z.string({ error: OWNER_MESSAGE }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, OWNER_MESSAGE))

/**
 * Spaces removed, then 16 digits that pass the Luhn check (spec 5, DESIGN.md 6) and start in a card
 * issuer's range (all zeros passes Luhn); the output is the digits.
 */
const CardNumberSchema = z.string({ error: CARD_NUMBER_MESSAGE }).check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.refine((value) => value.length === CARD_NUMBER_LENGTH && /^\d+$/.test(value) && isIssuerNumber(value) && luhnValid(value), CARD_NUMBER_MESSAGE),
)

/** 'MM/YY' with a month 01–12; trimmed. Whether it is past needs a clock: see {@link createTransferSchema}. */
export const ExpirationDateSchema = z.string({ error: EXPIRY_MESSAGE }).check(
  z.trim(),
  z.refine((value) => parseExpiry(value) !== undefined, EXPIRY_MESSAGE),
)

/** Exactly 3 digits. Checked, never stored, logged or returned (DESIGN.md 6). */
const CvvSchema = z.string({ error: CVV_MESSAGE }).check(z.trim(), z.regex(/^\d{3}$/, CVV_MESSAGE))

/**
 * The recipient's fields of a payment: who they are, where, and where the money goes. A saved
 * recipient (shared/recipients) is exactly these, with the same rules and messages.
 */
export function recipientShape() {
  return {
    firstName: messageText(FIRST_NAME_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('First name')),
    // Optional, against the spec: many recipients have none, and at a cash pickup the name must match the ID.
    middleName: z._default(optionalNameText(NAME_MAX_LENGTH, nameMaxMessage('Middle name')), ''),
    lastName: messageText(LAST_NAME_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Last name')),
    mobileNumber: z.string(REQUIRED_MOBILE_MESSAGE).check(z.trim(), z.maxLength(30, REQUIRED_MOBILE_MESSAGE)),
    countryId: CountryIdField,
    city: messageText(CITY_MESSAGE, CITY_MAX_LENGTH, CITY_MAX_MESSAGE),
    paymentType: z.enum(PAYMENT_TYPES, { error: PAYMENT_TYPE_MESSAGE }),
    // Where the money goes, by payout method (payout-account.ts judges them with the destination).
    walletProvider: z.optional(z.string(PAYOUT_ACCOUNT_MESSAGES.wallet).check(z.trim(), z.maxLength(40, PAYOUT_ACCOUNT_MESSAGES.wallet))),
    bankName: z.optional(
      z
        .string(PAYOUT_ACCOUNT_MESSAGES.bankName)
        .check(z.trim(), z.maxLength(BANK_NAME_MAX_LENGTH, PAYOUT_ACCOUNT_MESSAGES.bankName), ...safeTextChecks()),
    ),
    accountNumber: z.optional(z.string(PAYOUT_ACCOUNT_MESSAGES.account).check(z.trim(), z.maxLength(42, PAYOUT_ACCOUNT_MESSAGES.account))),
  }
}

/** The payment's own fields (what the wizard and Add Customer collect), with its rules and messages. */
function paymentShape(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return {
    ...recipientShape(),
    relationship: z.enum(RELATIONSHIPS, { error: RELATIONSHIP_MESSAGE }),
    sendingReason: z.enum(SENDING_REASONS, { error: SENDING_REASON_MESSAGE }),
    paymentMethod: z.enum(OFFERED_PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
    cardNumber: CardNumberSchema,
    expirationDate,
    cvv: CvvSchema,
    inputValue: amountSchema(amounts),
    ownerId: z.optional(OwnerIdField),
  }
}

/** The quote the sender saw, and the payout currency it is in (the server checks they match). */
const quoteShape = { quoteId: QuoteIdSchema, payoutCurrency: PayoutCurrencySchema }

/** What the destination rules below read: the recipient's mobile number and payout details. */
export interface RecipientCore extends PayoutAccountInput {
  mobileNumber: string
  countryId: string
}

interface PaymentCore extends RecipientCore {
  inputValue: number
}

/**
 * The amount as integer cents, the mobile number in E.164 and only the payout details the method
 * uses, normalised (the checks below have passed).
 */
function normalised<T extends PaymentCore>({ inputValue, walletProvider: _w, bankName: _b, accountNumber: _a, ...rest }: T) {
  return {
    ...rest,
    ...payoutAccountOf({ ...rest, walletProvider: _w, bankName: _b, accountNumber: _a }),
    mobileNumber: recipientMobileE164(rest.mobileNumber, rest.countryId) ?? rest.mobileNumber,
    amountCents: inputValue,
  }
}

/** The recipient's mobile number in E.164 and only the payout details the method uses, normalised (the checks below have passed). */
export function normalisedRecipient<T extends RecipientCore>({ walletProvider: _w, bankName: _b, accountNumber: _a, ...rest }: T) {
  return {
    ...rest,
    ...payoutAccountOf({ ...rest, walletProvider: _w, bankName: _b, accountNumber: _a }),
    mobileNumber: recipientMobileE164(rest.mobileNumber, rest.countryId) ?? rest.mobileNumber,
  }
}

/** The payout method is one the destination offers, with the details it needs. */
export const payoutAccountOfDestination = z.superRefine<RecipientCore>(
  (payment, ctx) => {
    for (const [field, message] of Object.entries(payoutAccountIssues(payment))) {
      ctx.issues.push({ code: 'custom', path: [field], message, input: payment[field as keyof RecipientCore] })
    }
  },
  {
    when: ({ value, issues }) =>
      isRecord(value) &&
      !issues.some((issue) => ['countryId', 'paymentType', 'walletProvider', 'bankName', 'accountNumber'].includes(String(issue.path?.[0]))),
  },
)

/**
 * The mobile number must be a mobile number of the destination, with the spec's message
 * in the destination's digit count (blank included). Judged even while other fields are wrong, so
 * the wizard's first step shows it; without a valid destination only a blank number is refused.
 */
export const mobileOfDestination = z.superRefine<RecipientCore>(
  (payment, ctx) => {
    const judgeable = !ctx.issues.some((issue) => issue.path?.[0] === 'countryId') && hasMobilePlan(payment.countryId)
    const message = judgeable ? mobileMessage(payment.countryId) : payment.mobileNumber === '' ? REQUIRED_MOBILE_MESSAGE : undefined
    if (message && (!judgeable || recipientMobileE164(payment.mobileNumber, payment.countryId) === undefined)) {
      ctx.issues.push({ code: 'custom', path: ['mobileNumber'], message, input: payment.mobileNumber })
    }
  },
  {
    when: ({ value, issues }) =>
      isRecord(value) && typeof value.mobileNumber === 'string' && !issues.some((issue) => issue.path?.[0] === 'mobileNumber'),
  },
)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function createTransferObject(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return z.pipe(
    z
      .object({ ...paymentShape(expirationDate, amounts), ...quoteShape })
      .check(mobileOfDestination, payoutAccountOfDestination, namesWithoutCardNumber()),
    z.transform(normalised),
  )
}

function paymentObject(expirationDate: typeof ExpirationDateSchema, amounts: AmountRange) {
  return z.pipe(
    z.object(paymentShape(expirationDate, amounts)).check(mobileOfDestination, payoutAccountOfDestination, namesWithoutCardNumber()),
    z.transform(normalised),
  )
}

const expiryRules = (today: Date) =>
  ExpirationDateSchema.check(
    // Not aborting on a malformed expiry (that would stop the object's mobile check too): these judge only a well-formed one.
    z.refine((value) => parseExpiry(value) === undefined || isExpiryInFuture(value, today), EXPIRED_MESSAGE),
    z.refine((value) => parseExpiry(value) === undefined || isExpiryPlausible(value, today), EXPIRY_TOO_FAR_MESSAGE),
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
