import type { JournalEntry } from '../../shared/ledger/journal'
import type { TransferStatus } from '../../shared/transfers/transfer-options'
import type { TransferRecord } from '../model/transfer-record'
import { claimRefundAfterPayout, claimResendAfterPayout, postingsOf } from './transfer-postings'

/**
 * The entries a transfer stored before the ledger existed lacks (the backfill writes them): what
 * `postingsOf` would have posted on the way to where its books start. A transfer with no entry at all
 * starts at its status now (with a claim's refund after the payout, when one is recorded); one whose
 * later moves posted but whose creation did not starts at the status its first posted move left,
 * which that entry says. Each entry is dated: the payment at the creation, the rest at the last change.
 *
 * Undefined when the books already have a payment, or start with an entry this cannot place.
 */
export function openingEntriesOf(record: TransferRecord, existing: readonly JournalEntry[]): { entry: JournalEntry; at: string }[] | undefined {
  if (existing.some((entry) => entry.reason === 'payment')) return undefined
  const first = existing[0]
  const from = first ? statusBefore(first) : record.status
  if (from === undefined) return undefined
  const entries = postingsOf(undefined, { ...record, status: from })
  if (!first && record.claimRefundCents !== undefined) entries.push(...claimRefundAfterPayout(record))
  if (!first && record.claimResentAt !== undefined) entries.push(claimResendAfterPayout(record))
  return entries.map((entry) => ({ entry, at: entry.reason === 'payment' ? record.createdAt : record.updatedAt }))
}

/** The status a transfer had before the move that posted `entry` (its first). */
function statusBefore(entry: JournalEntry): TransferStatus | undefined {
  const debits = (account: string) => entry.lines.some((line) => line.side === 'debit' && line.account === account)
  switch (entry.reason) {
    case 'hold':
    case 'payout':
      return 'PENDING'
    case 'release':
      return 'ON_HOLD'
    case 'refund':
      return debits('customer-funds-on-hold') ? 'ON_HOLD' : 'PENDING'
    case 'claim-refund':
    case 'claim-resend':
      return 'PAID'
    default:
      return undefined
  }
}
