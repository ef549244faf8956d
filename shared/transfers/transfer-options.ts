/** The option lists and fixed texts of the transfer screens (spec 2.4, 2.7, 2.8, 4, 5, 8, 9). */

/** Wizard step 1 radios. */
export const PAYMENT_TYPES = ['Cash Collection', 'Mobile Money', 'Bank Transfer'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** Wizard step 2. */
export const PAYMENT_METHODS = ['Credit Card', 'Debit Card', 'PayPal'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/**
 * What a payment may use today: a card. The spec's PayPal would take a card number too, which is no
 * PayPal payment; it returns when a processor supports it (older transfers may still say PayPal).
 */
export const OFFERED_PAYMENT_METHODS = ['Credit Card', 'Debit Card'] as const satisfies readonly PaymentMethod[]
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number]

export const RELATIONSHIPS = ['Parents', 'Sister', 'Brother', 'Relative', 'Other'] as const
export type Relationship = (typeof RELATIONSHIPS)[number]

export const SENDING_REASONS = ['Family Support', 'Education', 'Health', 'Other'] as const
export type SendingReason = (typeof SENDING_REASONS)[number]

/** The city dropdown when the destination's dial code is {@link SOMALI_DIAL_CODE}. 'Puntland' as the region spells itself (the spec's 'Putland' is a typo). */
export const SOMALI_REGIONS = [
  'Banadir',
  'Galmudug',
  'Hirshabelle',
  'Koonfur Galbeed',
  'Jubaland',
  'Puntland',
  'Somaliland',
  'Not Applicable',
] as const
export const SOMALI_DIAL_CODE = '252'

/**
 * A transfer is PENDING when created and PAID once paid out (spec 3, 4); the lifecycle adds CANCELLED
 * (refunded, final) and ON_HOLD (held for review before payout). Every move between them is in
 * `transfer-lifecycle.ts`.
 */
export const TRANSFER_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'ON_HOLD'] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

/** The statuses the edit screen's select offers (spec 2.8): the move it makes is a payout. */
export const EDITABLE_STATUSES = ['PENDING', 'PAID'] as const

const STATUS_LABELS: Record<TransferStatus, string> = { PAID: 'PAID', PENDING: 'READY', CANCELLED: 'CANCELLED', ON_HOLD: 'ON HOLD' }

/** What every screen shows for a status: PAID, READY for PENDING (spec 2.7), CANCELLED, ON HOLD. */
export function statusLabel(status: TransferStatus): string {
  return STATUS_LABELS[status]
}

/** Spec 4, 9: a note this long locks once the transfer is no longer PENDING. */
export const NOTE_LOCK_LENGTH = 50

/**
 * Whether the edit screen's note is read-only (spec 4): editable freely while PENDING; otherwise
 * locked once the note has {@link NOTE_LOCK_LENGTH} or more characters.
 */
export function noteLocked(status: string, note: string | undefined): boolean {
  return status !== 'PENDING' && (note ?? '').length >= NOTE_LOCK_LENGTH
}

/**
 * The invoice as lists show it (spec 2.7, 9): the first 2 letters of the country, upper-cased, a
 * dash, then the invoice number: ('Somalia', 'US-1234567890') → 'SO-US-1234567890'. Characters that
 * are not letters are skipped; a country with no letters gives the invoice number alone.
 */
export function invoiceLabel(countryName: string, invoiceNumber: string): string {
  const letters = (countryName.match(/\p{L}/gu) ?? []).slice(0, 2).join('').toUpperCase()
  return letters ? `${letters}-${invoiceNumber}` : invoiceNumber
}

// Messages of spec 5 and 8, word for word.
export const REQUIRED_FIELDS_MESSAGE = 'Please fill out all the required fields!!'
/** A blank mobile number (the destination's own rule and message: phone/recipient-mobile.ts). */
export const REQUIRED_MOBILE_MESSAGE = 'Mobile number is required'
export const FIRST_NAME_MESSAGE = 'First Name is required!'
export const COUNTRY_MESSAGE = 'Choose a destination country'
export const LAST_NAME_MESSAGE = 'Last Name is required!'
export const EDIT_REQUIRED_MESSAGE = 'Required fields are missing'
export const NOT_LOGGED_IN_MESSAGE = 'You must be logged in!'
