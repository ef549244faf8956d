import { DESTINATIONS } from '../countries/destinations'
import { PAYMENT_TYPES, type PaymentType } from './transfer-options'

/**
 * Where the money goes for each way of paying out: mobile money needs the wallet's
 * provider, a bank transfer the bank and the account (an IBAN in Turkey);
 * cash needs neither. The providers are the wallets our payout partners reach in each country.
 */
export const WALLET_PROVIDERS: Readonly<Record<string, readonly string[]>> = {
  so: ['EVC Plus', 'Zaad', 'Sahal', 'eDahab'],
  ke: ['M-Pesa', 'Airtel Money'],
  et: ['telebirr', 'M-Pesa'],
  ug: ['MTN Mobile Money', 'Airtel Money'],
  tz: ['M-Pesa', 'Airtel Money', 'Mixx by Yas', 'HaloPesa'],
  dj: ['D-Money', 'Waafi'],
  rw: ['MTN MoMo', 'Airtel Money'],
  // Turkey: no mobile money payout (bank transfer and cash only).
  tr: [],
}

/** Whether `countryId` is a destination we know the payout methods of (an unknown one is the country check's to refuse). */
export const knowsPayoutMethods = (countryId: string): boolean => countryId in WALLET_PROVIDERS

/** How a destination pays out: every way, except mobile money where no wallet is offered (Turkey). */
export const paymentTypesOf = (countryId: string): readonly PaymentType[] =>
  (WALLET_PROVIDERS[countryId]?.length ?? 0) > 0 ? PAYMENT_TYPES : PAYMENT_TYPES.filter((type) => type !== 'Mobile Money')

/** Countries whose bank accounts are IBANs. */
const IBAN_COUNTRIES = new Set(['tr'])
export const usesIban = (countryId: string): boolean => IBAN_COUNTRIES.has(countryId)

export const PAYOUT_ACCOUNT_MESSAGES = {
  notOffered: 'This destination does not pay out that way',
  wallet: 'Choose the mobile money provider',
  bankName: 'Bank name is required',
  account: 'Enter the account number: 6 to 20 digits',
  iban: 'Enter a valid Turkish IBAN: TR and 24 digits',
} as const

/** A payout queue: the transfers of one destination paid out one way (staff's Payouts, docs/work-queues.md). */
export interface PayoutCorridor {
  countryId: string
  paymentType: PaymentType
}

/** Every payout queue there is: each destination's own ways of paying out, in the destinations' order. */
export const PAYOUT_CORRIDORS: readonly PayoutCorridor[] = DESTINATIONS.flatMap(({ id }) =>
  paymentTypesOf(id).map((paymentType) => ({ countryId: id, paymentType })),
)
