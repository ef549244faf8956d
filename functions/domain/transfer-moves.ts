import { isVerifiedStaff } from '../../shared/auth/permissions'
import { CLAIM_ALREADY_OPEN, CLAIM_SENDER_ONLY, CLAIM_STAFF_ONLY } from '../../shared/claims/claim-rules'
import { holdReasonText, type HoldReason } from '../../shared/compliance/hold'
import { SECOND_APPROVER_MESSAGE, SECOND_REFUND_APPROVER_MESSAGE } from '../../shared/compliance/second-approval'
import { CANCEL_REASON_MESSAGE } from '../../shared/transfers/cancel-transfer-schema'
import type { JournalEntry } from '../../shared/ledger/journal'
import type { TransferEvent } from '../../shared/transfers/transfer'
import {
  CANCELLED_IS_FINAL,
  decideTransition,
  isFinal,
  PAID_IS_FINAL,
  type ActorRole,
  type TransferAction,
  type TransitionDecision,
} from '../../shared/transfers/transfer-lifecycle'
import { mobileMessage, recipientMobileE164 } from '../../shared/transfers/phone/recipient-mobile'
import { noteLocked, type EDITABLE_STATUSES } from '../../shared/transfers/transfer-options'
import { canArchiveTransfer, canEditTransfer, CORRECTION_REASON_MESSAGE, DISCLOSED_FIXED_MESSAGE } from '../../shared/transfers/transfer-permissions'
import { BadRequestError, ConflictError, ForbiddenError, UnprocessableError } from '../lib/errors'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'
import { claimRefundAfterPayout, claimResendAfterPayout, postingsOf } from './transfer-postings'

/**
 * The transfer's one pure core: every change of a stored transfer is an {@link Action} that
 * {@link apply} judges on the transition table (shared/transfers/transfer-lifecycle.ts) and turns into
 * the record after it and the history events that say what happened. No I/O: the services read,
 * apply and hand the move to the store, whose `saveTransfer` writes only moves made here.
 */

/** Who acts, as the history names them, and under which role of the transition table. */
export interface MoveActor {
  id: string
  name: string
  role: ActorRole
}

/** The server acting on its own: a screening or structuring hold. */
export const SYSTEM_ACTOR: MoveActor = { id: 'system', name: 'Remit', role: 'system' }

/** A signed-in caller acting on a transfer they can see: under staff's rules (verified staff) or its sender's. */
export const moveActor = (actor: Actor): MoveActor => ({
  id: actor.sub,
  name: `${actor.firstName} ${actor.lastName}`.trim(),
  role: isVerifiedStaff(actor) ? 'staff' : 'sender',
})

/** The statuses the edit screen may set. */
type EditableStatus = (typeof EDITABLE_STATUSES)[number]

/** The fields an edit may change (the status moves only through the actions). */
export type TransferChanges = Partial<Pick<TransferRecord, 'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city' | 'note'>>

/** A transfer about to be recorded: everything but what the create's move decides. */
export type NewTransfer = Omit<TransferRecord, 'status' | 'hold' | 'updatedAt' | 'version'>

export type Action =
  /** A payment recorded, held for review when the checks gave reasons. */
  | {
      type: 'create'
      draft: NewTransfer
      holdReasons: readonly HoldReason[]
      /** Possible sanctions matches not held, as staff cleared them earlier (their history lines, for staff). */
      cleared?: readonly string[]
    }
  /**
   * Field edits, the status the edit screen sets (PAID is a payout), and the hold a re-screened recipient name gives.
   * A change of what was disclosed (recipient, payout details) is staff's correction and carries its `reason`.
   */
  | {
      type: 'edit'
      changes: TransferChanges
      country: string | undefined
      status: EditableStatus | undefined
      holdReasons: readonly HoldReason[]
      reason?: string | undefined
    }
  /** Spec 6's delete: a transfer closed in the ledger leaves the lists, and keeps its entries and history. */
  | { type: 'archive' }
  | { type: 'hold'; reasons: readonly HoldReason[] }
  | { type: 'cancel'; reason: string }
  /** From `secondApprovalFromCents` (a stage setting) a release needs two staff members: the first one's is recorded as an approval. */
  | { type: 'release'; reason: string; secondApprovalFromCents?: number }
  | { type: 'reject'; reason: string }
  | { type: 'open-claim'; claimId: string }
  /**
   * A claim answered; a refund of a transfer not yet paid out cancels it, one paid out is refunded on the
   * claim (from `secondApprovalFromCents`, on a second staff member's approval); a resend (at no cost)
   * pays the recipient again. A transfer is given back or sent again once, never both.
   */
  | { type: 'resolve-claim'; claimId: string; refund: boolean; resend?: boolean; reason?: string; secondApprovalFromCents?: number }
  /** Staff take a ready transfer into a payout batch (docs/payout-batches.md): it leaves the ready queue. */
  | { type: 'batch'; batchId: string }
  /** The partner's result file paid it: PAID through the table's payOut (the ledger posts the payout). */
  | { type: 'batch-paid'; batchId: string }
  /** The partner's result file says the payout failed: out of the batch, back in the ready queue, with the partner's reason. */
  | { type: 'batch-failed'; batchId: string; reason: string }

/** A history event as a move makes it: the event and who it names. */
export type MoveEvent = Omit<TransferEvent, 'by' | 'byName'> & { by: MoveActor }

/** What an action does: the record before (none for a create) and after, the events that say so, and the money it moves. */
export interface Move {
  readonly before: TransferRecord | undefined
  readonly after: TransferRecord
  readonly events: readonly MoveEvent[]
  /** Balanced journal entries (transfer-postings.ts), decided by the status change like everything else. */
  readonly postings: readonly JournalEntry[]
}

/** A move before its postings: what each action's rule decides. */
type Decided = Omit<Move, 'postings'>

/** Changed nothing: an edit that set every field to what it was. */
export const isNoOp = (move: Move): boolean => move.events.length === 0

export const NOTE_LOCKED = 'The note can no longer be changed'
export const DESTINATION_FIXED = 'The destination of a transfer cannot be changed'
export const RELEASE_NOT_AN_EDIT = 'A transfer on hold is released from the review queue, with the reason'
export const NOT_WAITING_FOR_REVIEW = 'This transfer is not waiting for review'
/** @serverMessage */
export const CLAIM_NOT_OPEN = 'This claim is not open on this transfer'
export const ALREADY_REFUNDED = 'This transfer was cancelled and its total refunded: a claim cannot refund it again'
export const ALREADY_REFUNDED_ON_CLAIM = 'This transfer’s total was already refunded on an earlier claim: it cannot be refunded again'
/** @serverMessage */
export const ALREADY_BATCHED = 'This transfer is already in an open payout batch'
/** @serverMessage */
export const NOT_READY_FOR_BATCH = 'Only a transfer ready to pay out (pending, not archived) can go into a payout batch'
/** @serverMessage */
export const NOT_IN_THIS_BATCH = 'This transfer is not in this payout batch'
export const BATCHED_PAYOUT = 'This transfer is in a payout batch: its payout is recorded from the partner’s result file'
export const BATCH_STAFF_ONLY = 'Only verified staff can work with payout batches'
export const OWN_TRANSFER = 'Staff cannot decide on a transfer they sent themselves: another staff member must do it'
export const NO_RESEND_AFTER_REFUND = 'This transfer’s total was refunded to the sender: a claim cannot also send it again'
export const ALREADY_RESENT = 'This transfer was already sent again on an earlier claim: it cannot be refunded or sent again'
/** What the transfer's cancellation says when a claim's refund cancelled it. */
export const CLAIM_REFUND_REASON = 'Refunded on the sender’s error claim'

/** The moves this module made: the store writes no other (see {@link isAppliedMove}). */
const applied = new WeakSet<Move>()

/** Whether `move` came from {@link apply}, unaltered in kind (the store refuses any other write of a transfer). */
export const isAppliedMove = (move: Move): boolean => applied.has(move)

/** A refused move: 403 for the role, 409 (with a code the SPA can act on) for the state or the time. */
function enforce(decision: TransitionDecision): asserts decision is Extract<TransitionDecision, { allowed: true }> {
  if (decision.allowed) return
  if (decision.because === 'role') throw new ForbiddenError(decision.reason)
  throw new ConflictError(decision.reason, decision.because === 'time' ? 'CANCEL_WINDOW_PASSED' : 'TRANSITION_REFUSED')
}

/**
 * Judges `action` by `actor` on `record` at `now` and returns the move, or throws the refusal
 * (403 role, 409 state or time, 400/422 for what the action carries). `record` is undefined only for a create.
 */
export function apply(record: TransferRecord | undefined, action: Action, actor: MoveActor, now: Date): Move {
  const decided = action.type === 'create' ? created(action, actor) : changed(requireRecord(record), action, actor, now)
  const postings = [...postingsOf(decided.before, decided.after), ...claimPostings(decided)]
  const move: Move = { ...decided, postings }
  applied.add(move)
  return move
}

/** A claim's refund or resend after the payout: the status stays PAID, so the record's claim fields say what it posts. */
function claimPostings({ before, after }: Decided): JournalEntry[] {
  if (before?.status !== 'PAID') return []
  if (before.claimRefundCents === undefined && after.claimRefundCents !== undefined) return claimRefundAfterPayout(after)
  if (before.claimResentAt === undefined && after.claimResentAt !== undefined) return [claimResendAfterPayout(after)]
  return []
}

function requireRecord(record: TransferRecord | undefined): TransferRecord {
  if (!record) throw new Error('Only a create applies to no transfer')
  return record
}

const at = (now: Date) => now.toISOString()
/** A millisecond after `iso`, so the history lists a hold after what caused it. */
const laterBy1ms = (iso: string) => new Date(Date.parse(iso) + 1).toISOString()

/** Moves `before` by a transition of the table: the next version, with its status. */
function moved(before: TransferRecord, name: TransferAction, actor: MoveActor, now: Date): TransferRecord {
  const decision = decideTransition(before, name, actor.role, now.getTime())
  enforce(decision)
  return { ...before, status: decision.to, updatedAt: at(now), version: before.version + 1 }
}

/** The history's entry of a hold: the status it entered and why, for staff. */
const heldEvent = (time: string, from: TransferRecord['status'], reasons: readonly HoldReason[]): MoveEvent => ({
  at: time,
  type: 'held',
  changes: { status: { from, to: 'ON_HOLD' } },
  reason: reasons.map(holdReasonText).join('; '),
  by: SYSTEM_ACTOR,
})

function created({ draft, holdReasons, cleared = [] }: Extract<Action, { type: 'create' }>, actor: MoveActor): Decided {
  const record: TransferRecord = { ...draft, status: 'PENDING', updatedAt: draft.createdAt, version: 1 }
  const events: MoveEvent[] = [
    { at: draft.createdAt, type: 'created', by: actor },
    // The status does not move: the history says, for staff, which match was let through and on whose earlier word.
    ...cleared.map((reason): MoveEvent => ({ at: laterBy1ms(draft.createdAt), type: 'screening-cleared', reason, by: SYSTEM_ACTOR })),
  ]
  if (holdReasons.length === 0) return { before: undefined, after: record, events }
  // The hold is the server's own move of the transfer it has just made, judged by the table like any other.
  enforce(decideTransition(record, 'hold', SYSTEM_ACTOR.role, Date.parse(draft.createdAt)))
  const after: TransferRecord = { ...record, status: 'ON_HOLD', hold: { at: draft.createdAt, reasons: [...holdReasons] } }
  return { before: undefined, after, events: [...events, heldEvent(laterBy1ms(draft.createdAt), 'PENDING', holdReasons)] }
}

/**
 * Nobody decides on their own money: staff who sent a transfer act on it as its sender (they may
 * cancel it within the window, write its note, open a claim), and its release, rejection, payout,
 * correction, staff cancellation and claim decisions are another staff member's.
 */
function asSenderOfOwn(before: TransferRecord, actor: MoveActor): MoveActor {
  return actor.role === 'staff' && actor.id === before.ownerId ? { ...actor, role: 'sender' } : actor
}

function refuseOwn(before: TransferRecord, actor: MoveActor): void {
  if (actor.role === 'staff' && actor.id === before.ownerId) throw new ForbiddenError(OWN_TRANSFER, 'OWN_TRANSFER')
}

function changed(before: TransferRecord, action: Exclude<Action, { type: 'create' }>, actor: MoveActor, now: Date): Decided {
  const decides =
    action.type === 'release' ||
    action.type === 'reject' ||
    action.type === 'resolve-claim' ||
    action.type === 'batch' ||
    action.type === 'batch-paid' ||
    action.type === 'batch-failed' ||
    (action.type === 'edit' && (paysOut(before, action) || disclosedChanges(before, action.changes).length > 0))
  if (decides) refuseOwn(before, actor)
  return changedBy(before, action, action.type === 'hold' ? actor : asSenderOfOwn(before, actor), now)
}

function changedBy(before: TransferRecord, action: Exclude<Action, { type: 'create' }>, actor: MoveActor, now: Date): Decided {
  switch (action.type) {
    case 'archive':
      return archived(before, actor, now)
    case 'edit':
      return edited(before, action, actor, now)
    case 'hold': {
      const after = { ...moved(before, 'hold', actor, now), hold: { at: at(now), reasons: [...action.reasons] } }
      return { before, after, events: [{ ...heldEvent(at(now), before.status, action.reasons), by: actor }] }
    }
    case 'cancel': {
      if (actor.role === 'staff' && action.reason === '') throw new BadRequestError(CANCEL_REASON_MESSAGE, { reason: CANCEL_REASON_MESSAGE })
      return cancelled(before, actor, action.reason, now)
    }
    case 'release':
    case 'reject': {
      if (before.status !== 'ON_HOLD') throw new ConflictError(NOT_WAITING_FOR_REVIEW, 'TRANSITION_REFUSED')
      if (action.type === 'release' && action.secondApprovalFromCents !== undefined && before.totalCents >= action.secondApprovalFromCents) {
        if (!before.approval) return approvalRequested(before, 'release', action.reason, actor, now)
        if (before.approval.by === actor.id) throw new ConflictError(SECOND_APPROVER_MESSAGE, 'SECOND_APPROVAL_NEEDED')
      }
      const decision = action.type === 'release' ? 'released' : 'rejected'
      const review = { decision, at: at(now), by: actor.id, ...(actor.name ? { byName: actor.name } : {}), reason: action.reason } as const
      const decided = action.type === 'release' ? moved(before, 'release', actor, now) : cancelled(before, actor, action.reason, now).after
      // A decision ends any approval waiting for a second one.
      const { approval: _approval, ...base } = decided
      const after = { ...base, review }
      const event: MoveEvent = {
        at: at(now),
        type: decision,
        reason: action.reason,
        changes: { status: { from: before.status, to: after.status } },
        ...(action.type === 'reject' ? { refundCents: after.totalCents } : {}),
        by: actor,
      }
      return { before, after, events: [event] }
    }
    case 'open-claim': {
      if (actor.id !== before.ownerId) throw new ForbiddenError(CLAIM_SENDER_ONLY)
      if (before.openClaimId !== undefined) throw new ConflictError(CLAIM_ALREADY_OPEN)
      const after = { ...before, openClaimId: action.claimId, updatedAt: at(now), version: before.version + 1 }
      return { before, after, events: [{ at: at(now), type: 'claim-opened', claimId: action.claimId, by: actor }] }
    }
    case 'resolve-claim':
      return claimResolved(before, action, actor, now)
    case 'batch':
    case 'batch-paid':
    case 'batch-failed':
      return batchMoved(before, action, actor, now)
  }
}

/**
 * A payout batch's moves. Batching changes no status (the transfer stays PENDING, out of the ready
 * queue); the partner's payout is the table's payOut like staff's own; a failed payout leaves the
 * batch and so goes back to the queue. Each is recorded on the timeline with the batch.
 */
function batchMoved(
  before: TransferRecord,
  action: Extract<Action, { type: 'batch' | 'batch-paid' | 'batch-failed' }>,
  actor: MoveActor,
  now: Date,
): Decided {
  if (actor.role !== 'staff') throw new ForbiddenError(BATCH_STAFF_ONLY)
  const { batchId } = action
  if (action.type === 'batch') {
    if (before.batchId !== undefined) throw new ConflictError(ALREADY_BATCHED, 'ALREADY_BATCHED')
    if (before.status !== 'PENDING' || before.archivedAt !== undefined) throw new ConflictError(NOT_READY_FOR_BATCH, 'TRANSITION_REFUSED')
    const after: TransferRecord = { ...before, batchId, updatedAt: at(now), version: before.version + 1 }
    return { before, after, events: [{ at: at(now), type: 'batched', batchId, by: actor }] }
  }
  if (before.batchId !== batchId) throw new ConflictError(NOT_IN_THIS_BATCH, 'NOT_IN_BATCH')
  if (action.type === 'batch-paid') {
    const after = moved(before, 'payOut', actor, now)
    const event: MoveEvent = { at: at(now), type: 'status', changes: { status: { from: before.status, to: after.status } }, batchId, by: actor }
    return { before, after, events: [event] }
  }
  // A paid or cancelled transfer is final: a failure reported after it changes nothing.
  if (isFinal(before.status)) throw new ConflictError(before.status === 'PAID' ? PAID_IS_FINAL : CANCELLED_IS_FINAL, 'TRANSITION_REFUSED')
  const { batchId: _left, ...rest } = before
  const after: TransferRecord = { ...rest, updatedAt: at(now), version: before.version + 1 }
  return { before, after, events: [{ at: at(now), type: 'payout-failed', reason: action.reason, batchId, by: actor }] }
}

/** The first of two staff approvals a large release or refund needs: recorded, the transfer (and its claim) wait for the second. */
function approvalRequested(before: TransferRecord, decision: 'release' | 'claim-refund', reason: string, actor: MoveActor, now: Date): Decided {
  const approval = { action: decision, at: at(now), by: actor.id, ...(actor.name ? { byName: actor.name } : {}), reason } as const
  const after: TransferRecord = { ...before, approval, updatedAt: at(now), version: before.version + 1 }
  const type = decision === 'release' ? 'approval-requested' : 'refund-approval-requested'
  return { before, after, events: [{ at: at(now), type, reason, by: actor }] }
}

function archived(before: TransferRecord, actor: MoveActor, now: Date): Decided {
  const decision = canArchiveTransfer(actor.role === 'staff' ? 'staff' : 'sender', before)
  if (!decision.allowed) {
    if (before.status === 'PAID' && actor.role !== 'staff') throw new ForbiddenError(decision.reason)
    throw new ConflictError(decision.reason, before.openClaimId === undefined ? 'FUNDS_IN_FLIGHT' : 'CLAIM_OPEN')
  }
  const after: TransferRecord = { ...before, archivedAt: at(now), archivedBy: actor.id, updatedAt: at(now), version: before.version + 1 }
  return { before, after, events: [{ at: at(now), type: 'archived', by: actor }] }
}

/** Cancelled now by `actor`, refunding its total (amount and every fee; 12 CFR 1005.34). */
function cancelled(before: TransferRecord, actor: MoveActor, reason: string, now: Date): Decided {
  const after: TransferRecord = {
    ...moved(before, 'cancel', actor, now),
    cancellation: {
      at: at(now),
      by: actor.id,
      ...(actor.name ? { byName: actor.name } : {}),
      bySender: actor.role === 'sender',
      ...(reason ? { reason } : {}),
      refundCents: before.totalCents,
    },
  }
  const event: MoveEvent = {
    at: at(now),
    type: 'cancelled',
    changes: { status: { from: before.status, to: after.status } },
    ...(reason ? { reason } : {}),
    refundCents: before.totalCents,
    by: actor,
  }
  return { before, after, events: [event] }
}

function claimResolved(before: TransferRecord, action: Extract<Action, { type: 'resolve-claim' }>, actor: MoveActor, now: Date): Decided {
  if (actor.role !== 'staff') throw new ForbiddenError(CLAIM_STAFF_ONLY)
  if (before.openClaimId !== action.claimId) throw new ConflictError(CLAIM_NOT_OPEN)
  // A cancellation already refunded the whole total: a second refund would pay it twice.
  if (action.refund && before.status === 'CANCELLED') throw new ConflictError(ALREADY_REFUNDED, 'ALREADY_REFUNDED')
  // Nor twice after a payout: what was received is given back once at most.
  if (action.refund && before.claimRefundCents !== undefined) throw new ConflictError(ALREADY_REFUNDED_ON_CLAIM, 'ALREADY_REFUNDED')
  // The remedy is a refund or a resend, not both (12 CFR 1005.33(c)(2)): resending money the sender has back pays it twice.
  if (action.resend === true && (before.status === 'CANCELLED' || before.claimRefundCents !== undefined))
    throw new ConflictError(NO_RESEND_AFTER_REFUND, 'ALREADY_REFUNDED')
  // Sent again, the money reached the recipient: a refund (or a third payout) would pay it twice.
  if ((action.refund || action.resend === true) && before.claimResentAt !== undefined) throw new ConflictError(ALREADY_RESENT, 'ALREADY_RESENT')
  const refundsPaid = action.refund && before.status === 'PAID'
  if (refundsPaid && action.secondApprovalFromCents !== undefined && before.totalCents >= action.secondApprovalFromCents) {
    if (before.approval?.action !== 'claim-refund') return approvalRequested(before, 'claim-refund', action.reason ?? '', actor, now)
    if (before.approval.by === actor.id) throw new ConflictError(SECOND_REFUND_APPROVER_MESSAGE, 'SECOND_APPROVAL_NEEDED')
  }
  // The decision ends any approval waiting for a second one.
  const { openClaimId: _open, approval: _approval, ...closed } = before
  const cancels = action.refund && !isFinal(before.status)
  const resolved: MoveEvent = {
    at: at(now),
    type: 'claim-resolved',
    claimId: action.claimId,
    // A refund that cancelled the transfer is the cancellation's entry; one on a paid-out transfer is this one's.
    ...(action.refund && !cancels ? { refundCents: before.totalCents } : {}),
    by: actor,
  }
  if (!cancels) {
    const refunded = action.refund ? { claimRefundCents: before.totalCents } : {}
    // A resend of a transfer not yet paid out is its payout, still to come: nothing is paid twice.
    const resent = action.resend === true && before.status === 'PAID' ? { claimResentAt: at(now) } : {}
    return { before, after: { ...closed, ...refunded, ...resent, updatedAt: at(now), version: before.version + 1 }, events: [resolved] }
  }
  const cancellation = cancelled(closed, actor, CLAIM_REFUND_REASON, now)
  return { before, after: cancellation.after, events: [...cancellation.events, resolved] }
}

/** The fields the sender was shown before paying (12 CFR 1005.31): the recipient and where the money goes. */
const DISCLOSED_FIELDS = ['firstName', 'middleName', 'lastName', 'mobileNumber', 'city'] as const

/** The disclosed fields an edit would change. */
function disclosedChanges(before: TransferRecord, changes: TransferChanges): (typeof DISCLOSED_FIELDS)[number][] {
  // A number typed another way ('0712 345 678') is the same number.
  const typedMobile = changes.mobileNumber
  const mobile = typedMobile === undefined ? undefined : (recipientMobileE164(typedMobile, before.countryId) ?? typedMobile)
  const normalized = { ...changes, mobileNumber: mobile }
  return DISCLOSED_FIELDS.filter((name) => normalized[name] !== undefined && normalized[name] !== before[name])
}

const paysOut = (before: TransferRecord, action: Extract<Action, { type: 'edit' }>) => action.status !== undefined && action.status !== before.status

/**
 * Spec 4/5 edit rules: PAID and CANCELLED are final, the status moves only by a payout (staff), the
 * note locks, the destination is fixed and a new mobile number is the destination's. A recipient renamed to a possible sanctions match holds the transfer in the same move,
 * and a hold wins over a payout asked for in the same edit: the transfer waits for review instead.
 */
function edited(before: TransferRecord, action: Extract<Action, { type: 'edit' }>, actor: MoveActor, now: Date): Decided {
  const editable = canEditTransfer(before)
  if (!editable.allowed) throw new ConflictError(editable.reason)
  const payOut = paysOut(before, action)
  // A batched transfer is the partner's to pay: paying it here too could pay the recipient twice.
  if (payOut && before.batchId !== undefined) throw new ConflictError(BATCHED_PAYOUT, 'BATCHED')
  // The select offers PENDING and PAID: PAID is a payout; PENDING from a hold is a release, which says why and so is not an edit.
  if (payOut && action.status !== 'PAID') throw new ConflictError(RELEASE_NOT_AN_EDIT)
  const paid = payOut ? moved(before, 'payOut', actor, now) : before
  const changes = { ...action.changes }
  if (changes.note !== undefined && changes.note !== before.note && noteLocked(before.status, before.note)) throw new UnprocessableError(NOTE_LOCKED)
  if (action.country !== undefined && action.country !== before.country && action.country !== before.countryId) {
    throw new UnprocessableError(DESTINATION_FIXED)
  }
  // An unchanged number is not judged again (a transfer made before numbers were kept in E.164 keeps its 10 digits until edited).
  if (changes.mobileNumber !== undefined && changes.mobileNumber !== before.mobileNumber) {
    changes.mobileNumber = mobileOf(changes.mobileNumber, before.countryId)
  }
  // What the sender was shown before paying is fixed: a sender cancels and sends again, staff correct it with a reason.
  const corrects = disclosedChanges(before, changes).length > 0
  if (corrects && actor.role !== 'staff') throw new ConflictError(DISCLOSED_FIXED_MESSAGE, 'DISCLOSED_FIXED')
  const reason = action.reason?.trim() ?? ''
  if (corrects && reason === '') throw new BadRequestError(CORRECTION_REASON_MESSAGE, { reason: CORRECTION_REASON_MESSAGE })
  const fields = Object.fromEntries(
    (Object.keys(changes) as (keyof TransferChanges)[])
      .filter((name) => changes[name] !== undefined && changes[name] !== before[name])
      .map((name) => [name, { from: before[name], to: changes[name] }]),
  )
  const holds = action.holdReasons.length > 0
  const paying = payOut && !holds
  const status = paying ? paid.status : before.status
  if (Object.keys(fields).length === 0 && !paying) return { before, after: before, events: [] }
  const noteWritten = changes.note !== undefined && changes.note !== before.note
  const edit: TransferRecord = {
    ...before,
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    status,
    ...(noteWritten ? { noteBy: actor.id } : {}),
    updatedAt: at(now),
    version: before.version + 1,
  }
  const changesShown = paying ? { ...fields, status: { from: before.status, to: status } } : fields
  const type = paying ? 'status' : corrects ? 'corrected' : 'updated'
  const events: MoveEvent[] = [{ at: at(now), type, changes: changesShown, ...(corrects ? { reason } : {}), by: actor }]
  if (!holds) return { before, after: edit, events }
  enforce(decideTransition(before, 'hold', SYSTEM_ACTOR.role, now.getTime()))
  const after: TransferRecord = { ...edit, status: 'ON_HOLD', hold: { at: at(now), reasons: [...action.holdReasons] } }
  return { before, after, events: [...events, heldEvent(laterBy1ms(at(now)), before.status, action.holdReasons)] }
}

/** A mobile number of the transfer's destination, in E.164, or a 400 on the field with the destination's rule. */
function mobileOf(typed: string, countryId: string): string {
  const e164 = recipientMobileE164(typed, countryId)
  if (e164 === undefined) throw new BadRequestError(mobileMessage(countryId), { mobileNumber: mobileMessage(countryId) })
  return e164
}
