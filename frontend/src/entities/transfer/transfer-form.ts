import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { AmountRange } from '../../../../shared/transfers/limits'
import { CARD_NUMBER_LENGTH, CVV_LENGTH, groupCardNumber } from '../../../../shared/transfers/card'
import {
  OFFERED_PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  REQUIRED_FIELDS_MESSAGE,
  SENDING_REASONS,
  type OfferedPaymentMethod,
  type PaymentType,
  type Relationship,
  type SendingReason,
} from '../../../../shared/transfers/transfer-options'
// From its own module, not the transfer-schemas barrel: that one would bring the list and edit schemas to the wizard's first step.
import { paymentSchema, type PaymentInput } from '../../../../shared/transfers/create-transfer-schema'

// The transfer form's one model: the send wizard's fields, rules and typing filters, which Add
// Customer extends with the user, destination and amount.

/** Spec 2.4: the wizard's three steps' titles, in order. */
export const WIZARD_STEPS: readonly MessageDescriptor[] = [msg`Recipient Info`, msg`Payment`, msg`Confirm`]

/** Spec 3 "Wizard form state": what the sender types or picks. */
export interface MoneyTransferValues {
  paymentType: PaymentType
  /** Mobile money's wallet; a bank transfer's bank and account (empty for the other methods). */
  walletProvider: string
  bankName: string
  accountNumber: string
  relationship: Relationship
  mobileNumber: string
  firstName: string
  middleName: string
  lastName: string
  city: string
  sendingReason: SendingReason
  paymentMethod: OfferedPaymentMethod
  cardNumber: string
  expirationDate: string
  cvv: string
}
export type MoneyTransferField = keyof MoneyTransferValues

/**
 * The form's start (spec 3 defaults): the first payment type, relationship 'Parents', reason
 * 'Family Support', method 'Debit Card'; everything the sender must type is empty.
 */
export const EMPTY_TRANSFER: MoneyTransferValues = {
  paymentType: PAYMENT_TYPES[0],
  walletProvider: '',
  bankName: '',
  accountNumber: '',
  relationship: RELATIONSHIPS[0],
  mobileNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  city: '',
  sendingReason: SENDING_REASONS[0],
  paymentMethod: 'Debit Card',
  cardNumber: '',
  expirationDate: '',
  cvv: '',
}

/** The fields each step asks for (step 3 only reviews). */
export const STEP_FIELDS: readonly (readonly MoneyTransferField[])[] = [
  [
    'paymentType',
    'walletProvider',
    'bankName',
    'accountNumber',
    'mobileNumber',
    'firstName',
    'middleName',
    'lastName',
    'city',
    'relationship',
    'sendingReason',
  ],
  ['paymentMethod', 'cardNumber', 'expirationDate', 'cvv'],
  [],
]

/** Every field of the wizard, in form order. */
export const TRANSFER_FIELDS = Object.keys(EMPTY_TRANSFER) as MoneyTransferField[]

export type FieldErrors = Partial<Record<MoneyTransferField, string>>

/** What the wizard checks against: the sender's values plus the destination and the amount of the page. */
export interface TransferContext {
  countryId: string
  /** The amount to send in cents. */
  amountCents: number
}

/** The body of POST /api/customers for these values (the server recomputes fees and total). */
export function transferRequest(values: MoneyTransferValues, { countryId, amountCents }: TransferContext): PaymentInput {
  return { ...values, countryId, inputValue: (amountCents / 100).toFixed(2) }
}

/** Each field's first message among `fields`, from a zod result (the issues' first path segment). */
export function firstMessages<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fields: readonly F[]) {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field) errors[field] ??= issue.message
  }
  return errors
}

/**
 * The wizard's values judged as the request they become, by the same schema the server parses with
 * (`paymentSchema`, the create request's rules without its quote, with today's date and the amount range), so the wizard and the API never
 * disagree.
 */
export function transferSchema(context: TransferContext, today: Date, amounts: AmountRange) {
  return z.pipe(
    z.transform((values: MoneyTransferValues) => transferRequest(values, context)),
    paymentSchema(today, amounts),
  )
}

/** Add Customer's form: the wizard's fields, plus the user it is recorded for, the destination and the amount. */
export interface AddTransferValues extends MoneyTransferValues {
  ownerId: string
  countryId: string
  inputValue: string
}
export type AddTransferField = keyof AddTransferValues

export const EMPTY_ADD_TRANSFER: AddTransferValues = { ...EMPTY_TRANSFER, ownerId: '', countryId: '', inputValue: '' }

/** The payout details only one method asks for: the others leave them empty. */
const METHOD_FIELDS: Readonly<Record<string, PaymentType>> = {
  walletProvider: 'Mobile Money',
  bankName: 'Bank Transfer',
  accountNumber: 'Bank Transfer',
}

/** Fields a sender may leave blank: many recipients have no middle name (a made-up one can stop a cash pickup). */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['middleName'])

/** Whether `field` must be filled with these values: a method's own payout details only for that method, and never an optional field. */
const fieldApplies = (field: string, values: { paymentType: string }): boolean => {
  if (OPTIONAL_FIELDS.has(field)) return false
  const method = METHOD_FIELDS[field]
  return method === undefined || method === values.paymentType
}

/** Whether any of the form's fields is still empty (spec 5: the required-fields message). */
export const anyEmpty = (values: { paymentType: string }): boolean =>
  Object.entries(values).some(([field, value]) => typeof value === 'string' && value.trim() === '' && fieldApplies(field, values))

/** Spec 5: Next waits while any of the step's fields is empty. */
export function stepFilled(step: number, values: MoneyTransferValues): boolean {
  return (STEP_FIELDS[step] ?? []).every((field) => values[field].trim() !== '' || !fieldApplies(field, values))
}

/** Spec 5 payment submission: every field must be non-empty, else {@link REQUIRED_FIELDS_MESSAGE}. */
export function missingFieldsMessage(values: MoneyTransferValues): string | undefined {
  return anyEmpty(values) ? REQUIRED_FIELDS_MESSAGE : undefined
}

/** The first step (0-based) holding one of `errors`' fields, or undefined. */
export function firstStepWithError(errors: FieldErrors): number | undefined {
  const step = STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]))
  return step === -1 ? undefined : step
}

const digitsOnly = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max)

/**
 * The mobile number as typed: digits only (the dial code is shown before it), at most 11: the
 * longest national mobile number of our destinations (Turkey's 10) with its leading trunk 0. Whether
 * it is a mobile number of the destination is the shared rule's to say.
 */
export const MOBILE_DIGITS = 11
const filterMobile = (typed: string): string => digitsOnly(typed, MOBILE_DIGITS)

/** Spec 5: the card number accepts only digits (the groups of four are added on blur), at most 16. */
export const filterCardNumber = (typed: string): string => digitsOnly(typed, CARD_NUMBER_LENGTH)

/** Spec 5: the CVV accepts digits only, at most 3. */
const filterCvv = (typed: string): string => digitsOnly(typed, CVV_LENGTH)

/** Spec 5: on blur a 16-digit card number is shown in groups of four; anything else stays as typed. */
export function cardNumberOnBlur(digits: string): string {
  return digits.length === CARD_NUMBER_LENGTH ? groupCardNumber(digits) : digits
}

/**
 * The expiry as typed, shaped to MM/YY: digits only, the slash added after the month (so '1228'
 * becomes '12/28'); deleting back over the slash removes it.
 */
export function filterExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  if (digits.length <= 2) return typed.endsWith('/') && digits.length === 2 ? `${digits}/` : digits
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** `value` when it is one of `options` (a select's value is only a string to TypeScript). */
export function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value)
}

/** A select's new value when it is one of the field's options; a value outside them changes nothing. */
function choice<F extends 'paymentType' | 'relationship' | 'sendingReason' | 'paymentMethod'>(
  field: F,
  options: readonly MoneyTransferValues[F][],
  typed: string,
): Partial<MoneyTransferValues> {
  const patch: Partial<MoneyTransferValues> = {}
  const value = oneOf(options, typed)
  if (value) patch[field] = value
  return patch
}

/**
 * What typing `typed` into `field` changes: numbers keep their digits (spec 5), a choice outside its
 * options changes nothing, text is taken as typed.
 */
export function fieldUpdate(field: MoneyTransferField, typed: string): Partial<MoneyTransferValues> {
  switch (field) {
    case 'paymentType':
      return choice(field, PAYMENT_TYPES, typed)
    case 'relationship':
      return choice(field, RELATIONSHIPS, typed)
    case 'sendingReason':
      return choice(field, SENDING_REASONS, typed)
    case 'paymentMethod':
      return choice(field, OFFERED_PAYMENT_METHODS, typed)
    case 'mobileNumber':
      return { mobileNumber: filterMobile(typed) }
    case 'cardNumber':
      return { cardNumber: filterCardNumber(typed) }
    case 'cvv':
      return { cvv: filterCvv(typed) }
    case 'expirationDate':
      return { expirationDate: filterExpiry(typed) }
    case 'firstName':
    case 'middleName':
    case 'lastName':
    case 'city':
    case 'walletProvider':
    case 'bankName':
    case 'accountNumber': {
      const patch: Partial<MoneyTransferValues> = {}
      patch[field] = typed
      return patch
    }
  }
}
