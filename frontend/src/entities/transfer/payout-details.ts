import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { usesIban } from '../../../../shared/transfers/payout-methods'

/**
 * Where the money goes, as rows labelled in the reader's language: the wallet of a
 * mobile-money payout, the bank and account of a bank transfer.
 */
export function payoutDetailRows(
  details: {
    countryId: string
    paymentType: string
    walletProvider?: string | undefined
    bankName?: string | undefined
    accountNumber?: string | undefined
  },
  i18n: I18n,
): [label: string, value: string][] {
  if (details.paymentType === 'Mobile Money' && details.walletProvider) return [[i18n._(msg`Mobile money provider`), details.walletProvider]]
  if (details.paymentType === 'Bank Transfer' && details.bankName) {
    return [
      [i18n._(msg`Bank`), details.bankName],
      [usesIban(details.countryId) ? 'IBAN' : i18n._(msg`Account number`), details.accountNumber ?? ''],
    ]
  }
  return []
}
