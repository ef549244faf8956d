import { usesIban } from '../../../../shared/transfers/payout-methods'

/** Where the money goes, as rows (issue 15): the wallet of a mobile-money payout, the bank and account of a bank transfer. */
export function payoutDetailRows(details: {
  countryId: string
  paymentType: string
  walletProvider?: string | undefined
  bankName?: string | undefined
  accountNumber?: string | undefined
}): [label: string, value: string][] {
  if (details.paymentType === 'Mobile Money' && details.walletProvider) return [['Mobile money provider', details.walletProvider]]
  if (details.paymentType === 'Bank Transfer' && details.bankName) {
    return [
      ['Bank', details.bankName],
      [usesIban(details.countryId) ? 'IBAN' : 'Account number', details.accountNumber ?? ''],
    ]
  }
  return []
}
