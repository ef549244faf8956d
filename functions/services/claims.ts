import { ulid } from 'ulid'
import type { Claim } from '../../shared/claims/claim'
import {
  canReportProblem,
  CLAIM_ALREADY_OPEN,
  CLAIM_NOT_YET_DUE_CODE,
  CLAIM_ALREADY_RESOLVED,
  CLAIM_STAFF_ONLY,
  claimDueAt,
} from '../../shared/claims/claim-rules'
import type { CreateClaim } from '../../shared/claims/create-claim-schema'
import type { ListClaimsQuery } from '../../shared/claims/list-claims'
import type { ResolveClaim } from '../../shared/claims/resolve-claim-schema'
import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import { config } from '../lib/config'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { claimChangePut, getClaim, listClaims, newClaimPut } from '../store/claims-store'
import { apply, moveActor } from '../domain/transfer-moves'
import { getTransferRecord } from '../store/transfer-reads'
import { saveTransfer } from '../store/transfer-writes'
import { countStatusChange } from './business-metrics'
import { untilWritten } from './write-rounds'
import { visibleTransfer } from './transfer-queries'
import { toTransfer } from './transfer-views'
import { joinName } from '../../shared/transfers/transfer-fields'

const CLAIM_NOT_FOUND = 'Claim not found'

const requireStaff = (actor: Actor) => {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(CLAIM_STAFF_ONLY)
}

/**
 * A sender reports a problem with their transfer (12 CFR 1005.33): within 180 days of its date
 * available, not on a cancelled one, money not received not before its date available (422
 * CLAIM_NOT_YET_DUE), one open claim at a time. The claim, the transfer's next version
 * (which names its open claim) and the 'claim-opened' event are one transaction. The same report sent
 * again while it is open answers the open claim (`created: false`).
 */
export async function reportProblem(actor: Actor, transferId: string, body: CreateClaim, now: Date): Promise<{ claim: Claim; created: boolean }> {
  return untilWritten(
    () => visibleTransfer(actor, transferId),
    async (record) => {
      const decision = canReportProblem(toTransfer(record), { id: actor.sub }, now.getTime(), body.type)
      if (!decision.allowed) {
        if (decision.because === 'role') throw new ForbiddenError(decision.reason)
        // Not yet due is a refusal of this report now, not a conflict with the transfer: 422, with a code the form can act on.
        if (decision.because === 'not-due') throw new UnprocessableError(decision.reason, undefined, CLAIM_NOT_YET_DUE_CODE)
        throw new ConflictError(decision.reason)
      }
      if (record.openClaimId !== undefined) {
        const open = await getClaim(record.id, record.openClaimId)
        if (open && open.type === body.type && open.description === body.description) return { claim: open, created: false }
        throw new ConflictError(CLAIM_ALREADY_OPEN)
      }
      const reportedAt = now.toISOString()
      const claim: Claim = {
        id: ulid(now.getTime()),
        transferId: record.id,
        ownerId: record.ownerId,
        invoiceNumber: record.invoiceNumber,
        country: record.country,
        recipientName: joinName(record.firstName, record.middleName, record.lastName),
        totalCents: record.totalCents,
        type: body.type,
        description: body.description,
        status: 'OPEN',
        reportedAt,
        dueAt: claimDueAt(reportedAt),
        version: 1,
      }
      // Another write first (a twin of this report, or a payout) is judged again on what is stored then.
      await saveTransfer(apply(record, { type: 'open-claim', claimId: claim.id }, moveActor(actor), now), [newClaimPut(claim)])
      return { claim, created: true }
    },
  )
}

/** The Claims screen's page: open claims oldest first, or resolved ones newest first (verified staff only). */
export async function listClaimsFor(actor: Actor, query: ListClaimsQuery) {
  requireStaff(actor)
  return listClaims(query.status ?? 'OPEN', query.limit ?? DEFAULT_PAGE_SIZE, query.cursor)
}

/**
 * Staff answer an open claim: the outcome, the message the sender reads, who and when. A refund of a
 * transfer not yet paid out cancels it (the lifecycle's staff cancel) and refunds its total in the same
 * transaction; on a paid-out transfer the refund is recorded on the claim. The same answer sent again
 * answers the resolved claim; a different one is a 409.
 */
export async function resolveClaimFor(actor: Actor, transferId: string, claimId: string, body: ResolveClaim, now: Date): Promise<Claim> {
  requireStaff(actor)
  return untilWritten(
    () => Promise.all([getTransferRecord(transferId), getClaim(transferId, claimId)]),
    async ([record, claim]) => {
      if (!record || !claim) throw new NotFoundError(CLAIM_NOT_FOUND)
      if (claim.status === 'RESOLVED') {
        if (claim.resolution?.outcome === body.outcome && claim.resolution.message === body.message) return claim
        throw new ConflictError(CLAIM_ALREADY_RESOLVED)
      }
      const refund = body.outcome === 'refund'
      const by = moveActor(actor)
      const resolve = {
        type: 'resolve-claim',
        claimId,
        refund,
        resend: body.outcome === 'resend',
        reason: body.message,
        secondApprovalFromCents: config().SECOND_APPROVAL_FROM_CENTS,
      } as const
      const move = apply(record, resolve, by, now)
      // A large refund after the payout: this was the first approval, and the claim waits for a second staff member's.
      const approval = move.after.approval
      if (approval?.action === 'claim-refund') {
        const approved: Claim = { ...claim, refundApproval: approval, version: claim.version + 1 }
        await saveTransfer(move, [claimChangePut(claim, approved)])
        return approved
      }
      const resolved: Claim = {
        ...claim,
        status: 'RESOLVED',
        resolution: {
          outcome: body.outcome,
          message: body.message,
          at: now.toISOString(),
          by: by.id,
          ...(by.name ? { byName: by.name } : {}),
          ...(refund ? { refundCents: record.totalCents } : {}),
        },
        version: claim.version + 1,
      }
      await saveTransfer(move, [claimChangePut(claim, resolved)])
      countStatusChange(record, move.after)
      return resolved
    },
  )
}
