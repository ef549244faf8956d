import { isVerifiedStaff } from '../../shared/auth/permissions'
import { isOverdue } from '../../shared/claims/claim-rules'
import { PAYOUT_CORRIDORS } from '../../shared/transfers/payout-methods'
import type { PaymentType } from '../../shared/transfers/transfer-options'
import type { WorkQueues } from '../../shared/work/work-queues'
import { ForbiddenError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { listReportDays } from '../store/ledger-items'
import { transferAsSeenBy } from './transfer-views'
import { countHeld, countReady, listReady, openClaimDueDates } from '../store/work-queue-counts'
import { countWaitingVerifications } from '../store/verification-store'

const WORK_STAFF_ONLY = 'Only verified staff can see the work queues'

function requireStaff(actor: Actor): void {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(WORK_STAFF_ONLY)
}

/**
 * The counts of every work queue, read side by side: counts only, each a Query that
 * returns no items (the open claims' due dates aside), so the staff home stays cheap whatever the
 * queues hold. `now` decides which claims are overdue.
 */
export async function workQueuesFor(actor: Actor, now: Date): Promise<WorkQueues> {
  requireStaff(actor)
  const [held, dueDates, readyCounts, verifications, [latest]] = await Promise.all([
    countHeld(),
    openClaimDueDates(),
    Promise.all(PAYOUT_CORRIDORS.map(async (corridor) => ({ ...corridor, count: await countReady(corridor.countryId, corridor.paymentType) }))),
    countWaitingVerifications(),
    listReportDays(1),
  ])
  return {
    held,
    claims: { open: dueDates.length, overdue: dueDates.filter((dueAt) => isOverdue({ status: 'OPEN', dueAt }, now.getTime())).length },
    ready: readyCounts.filter(({ count }) => count > 0),
    verifications,
    ...(latest ? { reconciliation: { day: latest.day, breakCount: latest.breakCount } } : {}),
  }
}

/** One payout queue's page, oldest first, as staff see transfers. */
export async function readyPayoutsFor(
  actor: Actor,
  query: { countryId: string; paymentType: PaymentType; limit?: number | undefined; cursor?: string | undefined },
) {
  requireStaff(actor)
  const page = await listReady(query.countryId, query.paymentType, query.limit ?? 20, query.cursor)
  return { items: page.items.map((record) => transferAsSeenBy(actor, record)), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) }
}
