import type { Recipient } from '../../../../shared/recipients/recipient-schemas'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { PAYMENT_TYPES, RELATIONSHIPS } from '../../../../shared/transfers/transfer-options'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { nationalMobile } from '../../../../shared/transfers/phone/recipient-mobile'
import { oneOf, type MoneyTransferValues } from './transfer-form'

/** The wizard's fields a recipient fills: every one of them, the payout method and its details included. */
export type RecipientFields = Pick<
  MoneyTransferValues,
  'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city' | 'walletProvider' | 'bankName' | 'accountNumber'
> &
  Partial<Pick<MoneyTransferValues, 'paymentType' | 'relationship'>>

/** Spec 3 "Saved recipient": id, first and last name, plus what the picker fills. */
export interface SavedRecipient {
  /** The address book item's id. */
  id: string
  firstName: string
  lastName: string
  fields: RecipientFields
}

/** What a recipient (saved, or as a transfer holds it) puts in the wizard. */
type RecipientSource = Pick<
  Recipient,
  'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'countryId' | 'city' | 'walletProvider' | 'bankName' | 'accountNumber'
> & { paymentType: string; relationship?: string }

/**
 * The wizard's fields for `source`. Every recipient field is set, the payout details too: a detail
 * the method does not use is set empty, so nothing of an earlier choice stays behind, and the
 * payout method is the recipient's (choosing a saved recipient must not switch a Bank
 * Transfer to Mobile Money). A choice the wizard no longer offers (an older transfer) is left for
 * the sender to make.
 */
export function recipientFields(source: RecipientSource): RecipientFields {
  // Stored in E.164; the wizard's field holds the national number beside the dial code.
  const countryCode = DESTINATIONS.find((destination) => destination.id === source.countryId)?.countryCode ?? ''
  const paymentType = oneOf(PAYMENT_TYPES, source.paymentType)
  const relationship = source.relationship === undefined ? undefined : oneOf(RELATIONSHIPS, source.relationship)
  return {
    firstName: source.firstName,
    middleName: source.middleName,
    lastName: source.lastName,
    mobileNumber: nationalMobile(source.mobileNumber, countryCode),
    city: source.city,
    ...(paymentType && { paymentType }),
    ...(relationship && { relationship }),
    walletProvider: source.walletProvider ?? '',
    bankName: source.bankName ?? '',
    accountNumber: source.accountNumber ?? '',
  }
}

/** The sender's saved recipients in `countryId`, for the wizard's picker (a recipient elsewhere has another city and dial code). */
export function savedRecipients(recipients: readonly Recipient[], countryId: string): SavedRecipient[] {
  return recipients
    .filter((recipient) => recipient.countryId === countryId)
    .map((recipient) => ({ id: recipient.id, firstName: recipient.firstName, lastName: recipient.lastName, fields: recipientFields(recipient) }))
}

/** A past transfer's recipient as the wizard's fields (Send again on a transfer). */
export const transferRecipientFields = (transfer: Transfer): RecipientFields => recipientFields(transfer)
