import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { PAYMENT_TYPES, RELATIONSHIPS } from '../../../../shared/transfers/transfer-options'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { nationalMobile } from '../../../../shared/transfers/phone/recipient-mobile'
import { oneOf, type MoneyTransferValues } from './transfer-form'

/** Spec 3 "Saved recipient": id, first and last name, plus what the picker prefills. */
export interface SavedRecipient {
  /** The id of the latest transfer to this recipient. */
  id: string
  firstName: string
  lastName: string
  fields: Pick<MoneyTransferValues, 'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city'> &
    Partial<Pick<MoneyTransferValues, 'relationship' | 'paymentType' | 'walletProvider' | 'bankName' | 'accountNumber'>>
}

const recipientKey = (transfer: Transfer): string =>
  [transfer.firstName, transfer.middleName, transfer.lastName, transfer.mobileNumber].map((part) => part.trim().toLowerCase()).join('\u0000')

/**
 * The people this sender has paid in `countryId`, newest first, once each (same names and mobile
 * number): a recipient in another country has another city and dial code, so is not offered.
 * `transfers` is the sender's own list, newest first.
 */
export function savedRecipients(transfers: readonly Transfer[], countryId: string): SavedRecipient[] {
  const seen = new Set<string>()
  const recipients: SavedRecipient[] = []
  for (const transfer of transfers) {
    if (transfer.countryId !== countryId) continue
    const key = recipientKey(transfer)
    if (seen.has(key)) continue
    seen.add(key)
    const { id, firstName, middleName, lastName, city } = transfer
    // Stored in E.164; the wizard's field holds the national number beside the dial code.
    const mobileNumber = nationalMobile(transfer.mobileNumber, DESTINATIONS.find((destination) => destination.id === countryId)?.countryCode ?? '')
    // A choice that is no longer offered (an older record) is left for the sender to make.
    const relationship = oneOf(RELATIONSHIPS, transfer.relationship)
    const paymentType = oneOf(PAYMENT_TYPES, transfer.paymentType)
    recipients.push({
      id,
      firstName,
      lastName,
      fields: {
        firstName,
        middleName,
        lastName,
        mobileNumber,
        city,
        ...(relationship && { relationship }),
        ...(paymentType && { paymentType }),
        // Where the money went last time, so the same wallet or account is one choice away.
        ...(transfer.walletProvider && { walletProvider: transfer.walletProvider }),
        ...(transfer.bankName && { bankName: transfer.bankName }),
        ...(transfer.accountNumber && { accountNumber: transfer.accountNumber }),
      },
    })
  }
  return recipients
}
