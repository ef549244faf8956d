import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PayoutCurrency } from '../../../../shared/money/currencies'
import type { DisclosureRowKey } from '../../../../shared/rates/disclosure-rows'
import type { ClaimOutcome, ClaimType } from '../../../../shared/claims/claim-rules'
import { disclosureLabel as sharedDisclosureLabel, legalTexts, type CardRef, type LegalTexts } from '../../../../shared/i18n/legal-texts'
import { formatUsd } from '../../lib/format'
import { currentLocale, i18n } from '../../lib/i18n/i18n'

/**
 * The transfer screens' fixed texts (spec 2.4–2.10, 8), word for word where the spec gives them, as
 * messages: render them with `i18n._(TEXT)` from `useLingui()`, so they follow the
 * reader's language.
 */

// Spec 8, Customers list.
export const LIST_FETCH_ERROR = msg`Failed to fetch customers`
export const AUTH_REQUIRED = msg`Authentication required`
export const LOG_IN_TO_VIEW = msg`Please log in to view customer data`
export const NO_CUSTOMERS = msg`No Customers Found`

// Spec 8, delete.
// ('Are you sure?' / "You won't be able to revert this!" is the shared DELETE_QUESTION.)
export const DELETED_TITLE = msg`Deleted!`
export const DELETED_TEXT = msg`Customer has been deleted.`
export const DELETED_TOAST_MS = 2000
export const DELETE_FAILED_TITLE = msg`Error!`
export const DELETE_FAILED_TEXT = msg`Failed to delete customer`

// Spec 8, update.
export const UPDATED_TEXT = msg`Customer record updated successfully!`
export const UPDATED_TOAST_MS = 2500
/** Spec 4: back to the list this long after a successful update. */
export const BACK_AFTER_UPDATE_MS = 2000
export const UPDATE_FAILED_TITLE = msg`Update Failed`
export const UPDATE_FAILED_TEXT = msg`Failed to update customer data!`

// Spec 8, detail / print / view.
export const DETAILS_FETCH_ERROR = msg`Failed to fetch customer details`
export const PRINT_FETCH_ERROR = msg`Failed to fetch customers to print!`
export const VIEW_FETCH_ERROR = msg`Failed to fetch customers to view!`

// Spec 2.7 quick view.
export const QUICK_VIEW_TITLE = msg`Customer View Panel`
export const NO_RECORD_SELECTED = msg`No record selected!`
/** The note shown when a transfer has none (spec 2.7: "ready for collection at the nearest branch"). */
export const DEFAULT_NOTE = msg`The remittance is ready for collection at the nearest branch.`

/**
 * The note a transfer without one shows, fitting how the recipient is paid: the spec's
 * branch collection for cash, the wallet for mobile money, the account for a bank transfer.
 */
export function defaultNote(paymentType: string): MessageDescriptor {
  if (paymentType === 'Mobile Money') return msg`The money is sent to the recipient’s mobile money wallet.`
  if (paymentType === 'Bank Transfer') return msg`The money is credited to the recipient’s bank account.`
  return DEFAULT_NOTE
}

// Spec 8, payment success (Add Customer records a payment like the wizard does).
export const PAYMENT_SUCCESS_TEXT = msg`Success — New payment record added successfully!`
export const PAYMENT_SUCCESS_MS = 2500
export const PAYMENT_FAILED_TITLE = msg`Oops... Unable to submit payment!`
/** Spec 4: the redirect after a successful payment. */
export const BACK_AFTER_PAYMENT_MS = 2000

export const ADD_CUSTOMER_FORBIDDEN = msg`Only administrators can add customers.`

export const NO_AMOUNT_TITLE = msg`Enter the amount to send first`

/** The one transfer method offered (spec 2.4: a select with one option); the card is taken in the wizard. */
export const TRANSFER_METHOD_LABEL = msg`Debit or credit card`

/** A quote that could not be had and the server gave no reason. */
export const QUOTE_FALLBACK_MESSAGE = msg`We could not get a rate right now. Please try again.`

/** A payment tried before its quote has arrived (Add Customer): the words the rate lock shows meanwhile. */
export const QUOTE_PENDING = msg`Getting your rate…`

export const CHOOSE_RECIPIENT_LABEL = msg`Choose Recipient`

/** Spec 8, Recipients: the message on the page. */
export const RECIPIENTS_LOAD_ERROR = msg`Failed to load recipients. Please refresh the page.`

/** Spec 8, Recipients fetch failure: the popup, title and text. */
export const RECIPIENTS_POPUP_TITLE = msg`Oops...`

export const RECIPIENTS_POPUP_TEXT = msg`Error occured while fetching customers data!`

export const NEW_TRANSFER_DIALOG_TITLE = msg`Where are you sending money?`

/** Heads the message in the page: the popup above it already says 'Oops…', once is enough. */
export const LOAD_ERROR_PAGE_TITLE = msg`This destination could not be opened`

/** Spec 8: the countries list failure box. */
export const COUNTRIES_ERROR_TITLE = msg`Error loading countries`

/** Spec 8: the popup when the sender's recipients cannot be loaded. */
export const RECIPIENTS_FETCH_ERROR_TITLE = msg`Oops... Error occured while fetching customers data!`

/** Spec 8: what a failed payment shows when the server gives no error field. */
export const PAYMENT_FALLBACK_MESSAGE = msg`Error type: the server gave no reason`

/** Spec 8: the country could not be loaded on the transfer page (and the wizard). */
export const LOAD_ERROR_TITLE = msg`Oops... Something went wrong!`

// Cancellation (12 CFR 1005.34) and refunds.
export const CANCELLED_TOAST_MS = 4000
export const CANCEL_FAILED_TITLE = msg`Could not cancel`
export const CANCEL_FAILED_TEXT = msg`Failed to cancel the transfer`
/**
 * What a refused or failed cancel says: the server's reason when it gave one, else ours in the
 * language the page shows at that moment (called when the cancel fails, not kept).
 */
export const cancelFailureText = (error: unknown): string => (error instanceof Error ? error.message : i18n._(CANCEL_FAILED_TEXT))

/**
 * The Remittance Rule's texts in the reader's language (shared/i18n/legal-texts: the same words the
 * e-mails use). Call from a component that uses `useLingui()`, so it renders again on a switch.
 */
export const legal = (): LegalTexts => legalTexts(currentLocale())

/** A row label of the pre-payment disclosure and the receipt (12 CFR 1005.31(b)(1)) in the reader's language. */
export const disclosureLabel = (key: DisclosureRowKey, currency: PayoutCurrency): string => sharedDisclosureLabel(legal(), key, currency)

/** 'Refund of $105.00 issued to Visa ending 4242' in the reader's language. */
export const refundText = (refundCents: number, card: CardRef): string => legal().refundText(formatUsd(refundCents), card)

export const claimTypeLabel = (type: ClaimType): string => legal().claimTypeLabels[type]
export const claimOutcomeLabel = (outcome: ClaimOutcome): string => legal().claimOutcomeLabels[outcome]

/** The disclosure's rows that carry a total (shown in bold). */
export const DISCLOSURE_TOTAL_KEYS: readonly DisclosureRowKey[] = ['total', 'totalToRecipient']

/** The transfer form's choices (shared/transfers/transfer-options.ts) as a reader sees them; the stored value stays the shared one. */
const OPTION_LABELS = new Map<string, MessageDescriptor>([
  ['Cash Collection', msg({ message: 'Cash Collection', context: 'transfer option' })],
  ['Mobile Money', msg({ message: 'Mobile Money', context: 'transfer option' })],
  ['Bank Transfer', msg({ message: 'Bank Transfer', context: 'transfer option' })],
  ['Credit Card', msg({ message: 'Credit Card', context: 'transfer option' })],
  ['Debit Card', msg({ message: 'Debit Card', context: 'transfer option' })],
  ['PayPal', msg({ message: 'PayPal', context: 'transfer option' })],
  ['Parents', msg({ message: 'Parents', context: 'transfer option' })],
  ['Sister', msg({ message: 'Sister', context: 'transfer option' })],
  ['Brother', msg({ message: 'Brother', context: 'transfer option' })],
  ['Relative', msg({ message: 'Relative', context: 'transfer option' })],
  ['Family Support', msg({ message: 'Family Support', context: 'transfer option' })],
  ['Education', msg({ message: 'Education', context: 'transfer option' })],
  ['Health', msg({ message: 'Health', context: 'transfer option' })],
  ['Other', msg({ message: 'Other', context: 'transfer option' })],
])

/** A stored choice ('Mobile Money', 'Sister') in the reader's language (`reader`'s, the page's unless given); anything else as stored. */
export function optionLabel(value: string, reader: I18n = i18n): string {
  const label = OPTION_LABELS.get(value)
  return label ? reader._(label) : value
}

/** A select's options: the shared values, labelled in the reader's language. */
export const labelledOptions = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }))
