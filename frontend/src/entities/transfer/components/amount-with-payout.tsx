import { useLingui } from '@lingui/react'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { formatUsd } from '../../../lib/format'
import { payoutText } from '../payout-text'
import './amount-with-payout.css'

/** The amount sent, and under it what the recipient receives when that is not the same dollars. */
export function AmountWithPayout({ transfer }: { transfer: Pick<Transfer, 'amountCents' | 'payout'> }) {
  useLingui() // formats in the reader's language: renders again when it changes
  return (
    <>
      {formatUsd(transfer.amountCents)}
      {transfer.payout.currency === 'USD' ? null : <span className="amount-payout">{payoutText(transfer.payout)}</span>}
    </>
  )
}
