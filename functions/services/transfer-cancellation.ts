import type { CancelTransfer } from '../../shared/transfers/cancel-transfer-schema'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { apply, moveActor } from '../domain/transfer-moves'
import type { Actor } from '../model/actor'
import { saveTransfer } from '../store/transfer-writes'
import { countStatusChange } from './business-metrics'
import { visibleTransfer } from './transfer-queries'
import { transferAsSeenBy } from './transfer-views'
import { untilWritten } from './write-rounds'

/**
 * Cancels a transfer and records the refund of everything paid (12 CFR 1005.34): its sender within
 * 30 minutes of paying, staff (with a reason) any time before payout, as the domain's cancel move
 * judges. The status, the counters (it leaves pending and revenue, and counts as cancelled) and the
 * event are one transaction at the transfer's version. Cancelling a cancelled transfer answers it as
 * it is, so a double click or a retry after a lost answer cancels once; a payout that won the race is a 409.
 */
export async function cancelTransferFor(actor: Actor, id: string, body: CancelTransfer, now: Date): Promise<Transfer> {
  return untilWritten(
    () => visibleTransfer(actor, id),
    async (record) => {
      if (record.status === 'CANCELLED') return transferAsSeenBy(actor, record)
      const move = apply(record, { type: 'cancel', reason: body.reason ?? '' }, moveActor(actor), now)
      await saveTransfer(move)
      countStatusChange(record, move.after)
      return transferAsSeenBy(actor, move.after)
    },
  )
}
