import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { payoutText } from '../../../entities/transfer/payout-text'
import { formatUsd } from '../../../lib/format'

/** What the partner pays out: dollars as sent, else the local figure the transfer recorded. */
export function PayoutAmount({ transfer }: { transfer: Pick<Transfer, 'amountCents' | 'payout'> }) {
  return <span className="payouts__amount">{transfer.payout.currency === 'USD' ? formatUsd(transfer.amountCents) : payoutText(transfer.payout)}</span>
}
