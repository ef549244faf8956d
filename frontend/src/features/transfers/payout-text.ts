import { formatMinor, payoutCurrencyOf } from '../../../../shared/money/currencies'
import type { Payout } from '../../../../shared/transfers/transfer-schemas'

/** What the recipient receives, as the transfer recorded it: 'KES 12,950.00'. */
export const payoutText = (payout: Pick<Payout, 'currency' | 'receiveMinor'>): string =>
  formatMinor(payout.receiveMinor, payoutCurrencyOf(payout.currency))
