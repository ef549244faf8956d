import { payoutCurrencyOf } from '../../../../shared/money/currencies'
import type { Payout } from '../../../../shared/transfers/transfer-schemas'
import { formatMinor } from '../../lib/format'

/** What the recipient receives, as the transfer recorded it: 'KES 12,950.00' (in the reader's language). */
export const payoutText = (payout: Pick<Payout, 'currency' | 'receiveMinor'>): string =>
  formatMinor(payout.receiveMinor, payoutCurrencyOf(payout.currency))
