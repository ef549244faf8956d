import type { CreateRecipientInput } from '../../../../shared/recipients/recipient-bodies'
import { PAYMENT_TYPES } from '../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { oneOf } from '../transfer/transfer-form'

/**
 * A transfer's recipient as an address book entry (POST /api/recipients): the person and the payout
 * details the money went to. None when the transfer's payment type is no longer offered.
 */
export function recipientOfTransfer(transfer: Transfer): CreateRecipientInput | undefined {
  const paymentType = oneOf(PAYMENT_TYPES, transfer.paymentType)
  if (!paymentType) return undefined
  return {
    firstName: transfer.firstName,
    middleName: transfer.middleName,
    lastName: transfer.lastName,
    mobileNumber: transfer.mobileNumber,
    countryId: transfer.countryId,
    city: transfer.city,
    paymentType,
    ...(transfer.walletProvider ? { walletProvider: transfer.walletProvider } : {}),
    ...(transfer.bankName ? { bankName: transfer.bankName } : {}),
    ...(transfer.accountNumber ? { accountNumber: transfer.accountNumber } : {}),
  }
}
