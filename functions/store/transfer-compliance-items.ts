import type { TransferRecord } from '../model/transfer-record'
import { ledgerGiveBack } from './limit-ledger'
import { reviewDelete, reviewPut } from './review-queue-store'
import type { TransactItem } from './transfer-items'

/**
 * What a status move writes besides counters: a held transfer enters the review queue (a create's
 * hold included: `before` is then undefined) and leaves it when decided; a cancelled one gives its
 * amount back to the sender's limits.
 */
export function complianceItems(before: TransferRecord | undefined, after: TransferRecord): TransactItem[] {
  if (after.status === before?.status) return []
  const items: TransactItem[] = []
  if (after.status === 'ON_HOLD' && after.hold) items.push(reviewPut(after.id, after.hold.at))
  if (before?.status === 'ON_HOLD' && before.hold) items.push(reviewDelete(before.id, before.hold.at))
  if (after.status === 'CANCELLED') items.push(ledgerGiveBack(after.ownerId, after.id))
  return items
}
