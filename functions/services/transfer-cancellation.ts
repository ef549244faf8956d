import { decideTransition } from '../../shared/transfers/transfer-lifecycle'
import { CANCEL_REASON_MESSAGE, type CancelTransfer } from '../../shared/transfers/cancel-transfer-schema'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { BadRequestError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'
import { saveTransfer } from '../store/transfers-store'
import { countStatusChange } from './business-metrics'
import { enforce, eventActor, roleOf, transferAsSeenBy, visibleTransfer } from './transfers'
import { untilWritten } from './write-rounds'

/**
 * Cancels a transfer and records the refund of everything paid (12 CFR 1005.34): its sender within
 * 30 minutes of paying, staff (with a reason) any time before payout, as the lifecycle table says.
 * The status, the counters (it leaves pending and revenue, and counts as cancelled) and the event are
 * one transaction at the transfer's version. Cancelling a cancelled transfer answers it as it is, so
 * a double click or a retry after a lost answer cancels once; a payout that won the race is a 409.
 */
export async function cancelTransferFor(actor: Actor, id: string, body: CancelTransfer, now: Date): Promise<Transfer> {
  return untilWritten(
    () => visibleTransfer(actor, id),
    async (record) => {
      if (record.status === 'CANCELLED') return transferAsSeenBy(actor, record)
      const role = roleOf(actor)
      enforce(decideTransition(record, 'cancel', role, now.getTime()))
      const reason = body.reason ?? ''
      if (role === 'staff' && reason === '') throw new BadRequestError(CANCEL_REASON_MESSAGE, { reason: CANCEL_REASON_MESSAGE })
      const after = cancelledAt(record, actor, role === 'sender', reason, now)
      await saveTransfer({ before: record, after, by: eventActor(actor), events: [cancelEvent(record, after)] })
      countStatusChange(record, after)
      return transferAsSeenBy(actor, after)
    },
  )
}

/** The transfer cancelled now by `actor`, refunding its total (amount and every fee). */
export function cancelledAt(record: TransferRecord, actor: Actor, bySender: boolean, reason: string, now: Date): TransferRecord {
  const by = eventActor(actor)
  return {
    ...record,
    status: 'CANCELLED',
    cancellation: {
      at: now.toISOString(),
      by: by.id,
      ...(by.name ? { byName: by.name } : {}),
      bySender,
      ...(reason ? { reason } : {}),
      refundCents: record.totalCents,
    },
    updatedAt: now.toISOString(),
    version: record.version + 1,
  }
}

/** The history's entry of a cancellation: the status move, why, and the refund. */
export const cancelEvent = (before: TransferRecord, after: TransferRecord) => ({
  at: after.updatedAt,
  type: 'cancelled' as const,
  changes: { status: { from: before.status, to: after.status } },
  ...(after.cancellation?.reason ? { reason: after.cancellation.reason } : {}),
  refundCents: after.totalCents,
})
