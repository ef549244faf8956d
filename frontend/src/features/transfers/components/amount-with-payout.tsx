import { formatUsd } from '../../../../../shared/money/money'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { payoutText } from '../payout-text'
import './amount-with-payout.css'

/** The amount sent, and under it what the recipient receives when that is not the same dollars (issue 15). */
export function AmountWithPayout({ transfer }: { transfer: Pick<Transfer, 'amountCents' | 'payout'> }) {
  return (
    <>
      {formatUsd(transfer.amountCents)}
      {transfer.payout.currency === 'USD' ? null : <span className="amount-payout">{payoutText(transfer.payout)}</span>}
    </>
  )
}
