import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools'
import { knowsPayoutMethods, PAYOUT_ACCOUNT_MESSAGES, paymentTypesOf, usesIban, WALLET_PROVIDERS } from './payout-methods'

export { PAYOUT_ACCOUNT_MESSAGES, usesIban, WALLET_PROVIDERS } from './payout-methods'

/** The payout details a payment needs for its method, checked: the IBAN with ibantools. */

export const BANK_NAME_MAX_LENGTH = 80

export interface PayoutAccountInput {
  countryId: string
  paymentType: string
  walletProvider?: string | undefined
  bankName?: string | undefined
  accountNumber?: string | undefined
}

export type PayoutAccountField = 'paymentType' | 'walletProvider' | 'bankName' | 'accountNumber'

/** What is wrong with the payout details of a payment, by field (empty when nothing is). */
export function payoutAccountIssues(input: PayoutAccountInput): Partial<Record<PayoutAccountField, string>> {
  const { countryId, paymentType } = input
  if (!knowsPayoutMethods(countryId)) return {}
  if (!paymentTypesOf(countryId).some((type) => type === paymentType)) return { paymentType: PAYOUT_ACCOUNT_MESSAGES.notOffered }
  if (paymentType === 'Mobile Money') {
    return WALLET_PROVIDERS[countryId]?.includes(input.walletProvider ?? '') ? {} : { walletProvider: PAYOUT_ACCOUNT_MESSAGES.wallet }
  }
  if (paymentType !== 'Bank Transfer') return {}
  const issues: Partial<Record<PayoutAccountField, string>> = {}
  if (!input.bankName?.trim()) issues.bankName = PAYOUT_ACCOUNT_MESSAGES.bankName
  if (accountOf(input.accountNumber ?? '', countryId) === undefined) {
    issues.accountNumber = usesIban(countryId) ? PAYOUT_ACCOUNT_MESSAGES.iban : PAYOUT_ACCOUNT_MESSAGES.account
  }
  return issues
}

/** The account as stored: an IBAN in its electronic form ('TR33…', no spaces), else the digits; undefined when not valid. */
function accountOf(typed: string, countryId: string): string | undefined {
  if (usesIban(countryId)) {
    const iban = electronicFormatIBAN(typed.trim()) ?? ''
    return isValidIBAN(iban) && extractIBAN(iban).countryCode === countryId.toUpperCase() ? iban : undefined
  }
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6,20}$/.test(digits) ? digits : undefined
}

/** Only what the payout method uses, normalised: a wallet provider, or a bank and account. */
export function payoutAccountOf(input: PayoutAccountInput): { walletProvider?: string; bankName?: string; accountNumber?: string } {
  if (input.paymentType === 'Mobile Money' && input.walletProvider) return { walletProvider: input.walletProvider }
  if (input.paymentType === 'Bank Transfer') {
    const accountNumber = accountOf(input.accountNumber ?? '', input.countryId)
    return { bankName: input.bankName?.trim() ?? '', ...(accountNumber ? { accountNumber } : {}) }
  }
  return {}
}
