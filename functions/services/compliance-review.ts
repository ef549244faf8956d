import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import type { HeldTransfer } from '../../shared/compliance/held-transfers'
import type { ReviewDecisionBody } from '../../shared/compliance/hold'
import type { PageQuery } from '../../shared/api/pagination'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { config } from '../lib/config'
import { ForbiddenError } from '../lib/errors'
import { apply, moveActor } from '../domain/transfer-moves'
import { loadActor } from '../store/actors'
import type { Actor } from '../model/actor'
import { getIdentity } from '../store/identity-store'
import { listReviewQueue } from '../store/review-queue-store'
import type { TransferRecord } from '../model/transfer-record'
import { getTransferRecord } from '../store/transfer-reads'
import { saveTransfer } from '../store/transfer-writes'
import { identityAsSeenBy } from './compliance'
import { countStatusChange } from './business-metrics'
import { clearanceWrites } from './screening-clearances'
import { visibleTransfer } from './transfer-queries'
import { toTransfer } from './transfer-views'
import { untilWritten } from './write-rounds'

const REVIEW_STAFF_ONLY = 'Only verified staff can review held transfers'

/**
 * The Compliance review queue: held transfers oldest first, each with its sender's
 * profile and identity details beside the hold's reasons (a sanctions hit names the matched entry).
 */
export async function listHeldTransfersFor(actor: Actor, query: PageQuery): Promise<{ items: HeldTransfer[]; nextCursor?: string }> {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(REVIEW_STAFF_ONLY)
  const page = await listReviewQueue(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor)
  const records = await Promise.all(page.ids.map(getTransferRecord))
  const held = records.filter((record): record is TransferRecord => record?.status === 'ON_HOLD' && record.archivedAt === undefined)
  const items = await Promise.all(
    held.map(async (record): Promise<HeldTransfer> => {
      const [sender, identity] = await Promise.all([loadActor(record.ownerId), getIdentity(record.ownerId)])
      return {
        transfer: toTransfer(record),
        sender: {
          id: record.ownerId,
          firstName: sender?.firstName ?? '',
          lastName: sender?.lastName ?? '',
          email: sender?.email ?? '',
          verified: sender?.verified ?? false,
          ...(identity ? { identity: identityAsSeenBy(actor, identity) } : {}),
        },
      }
    }),
  )
  return { items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) }
}

/**
 * A reviewer's decision on a held transfer, with the reason, recorded on the transfer (`review`)
 * and in its history: released back to PENDING, or rejected (cancelled, everything paid refunded,
 * the amount given back to the sender's limits). A repeat of the same decision answers the transfer
 * as decided (a double click decides once); the other decision is then a 409.
 */
export async function decideHold(
  actor: Actor,
  id: string,
  decision: 'released' | 'rejected',
  body: ReviewDecisionBody,
  now: Date,
): Promise<Transfer> {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(REVIEW_STAFF_ONLY)
  return untilWritten(
    () => visibleTransfer(actor, id),
    async (record) => {
      if (record.review?.decision === decision && record.status !== 'ON_HOLD') return toTransfer(record)
      const action =
        decision === 'released'
          ? ({ type: 'release', reason: body.reason, secondApprovalFromCents: config().SECOND_APPROVAL_FROM_CENTS } as const)
          : ({ type: 'reject', reason: body.reason } as const)
      const move = apply(record, action, moveActor(actor), now)
      // Released (not only approved once): its sanctions matches need not hold this sender's later transfers.
      const { review } = move.after
      const released = decision === 'released' && move.after.status !== 'ON_HOLD' && review !== undefined
      await saveTransfer(move, released ? clearanceWrites(record.ownerId, record.id, record.hold?.reasons ?? [], review) : [])
      countStatusChange(record, move.after)
      return toTransfer(move.after)
    },
  )
}
