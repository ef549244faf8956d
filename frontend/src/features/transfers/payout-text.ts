import { formatMinor, payoutCurrencyOf } from '../../../../shared/money/currencies'
import { rateLabel } from '../../../../shared/money/exchange-rate'
import type { Payout } from '../../../../shared/transfers/transfer-schemas'

/** What the recipient receives, as the transfer recorded it: 'KES 12,950.00'. */
export const payoutText = (payout: Pick<Payout, 'currency' | 'receiveMinor'>): string =>
  formatMinor(payout.receiveMinor, payoutCurrencyOf(payout.currency))

/** The transfer's rate: '1 USD = 129.50 KES' (the spec's '1 USD = 1.0 USD' for dollars). */
export const payoutRateText = (payout: Pick<Payout, 'currency' | 'rate'>): string => rateLabel(payout.rate, payoutCurrencyOf(payout.currency))
