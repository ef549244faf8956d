import { isVerifiedStaff } from '../../shared/auth/permissions'
import type { Claim } from '../../shared/claims/claim'
import { fromCents } from '../../shared/money/money'
import type { Cancellation, Payout, TransferEvent } from '../../shared/transfers/transfer'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import type { Actor } from '../model/actor'
import type { TransferRecord } from '../model/transfer-record'

/** A transfer made before quotes paid out USD 1:1, available the day it was made. */
const legacyPayout = (record: TransferRecord): Payout => ({
  currency: 'USD',
  rate: '1',
  receiveAmount: fromCents(record.amountCents),
  receiveMinor: record.amountCents,
  dateAvailable: record.createdAt.slice(0, 10),
})

/** The API's view of a stored transfer: cents and the spec's dollars, the card as brand + last four + expiry. */
export function toTransfer(record: TransferRecord, trail?: Trail): Transfer {
  const { archivedBy: _archivedBy, noteBy: _noteBy, openClaimId: _openClaimId, ...rest } = record
  const amount = fromCents(record.amountCents)
  return {
    ...rest,
    payout: record.payout ?? legacyPayout(record),
    inputValue: amount,
    amount,
    fees: fromCents(record.feeCents),
    total: fromCents(record.totalCents),
    ...(trail ? { history: trail.history, claims: trail.claims } : {}),
  }
}

/**
 * Events that are staff's alone: a first approval waiting for a second one is staff's own control, not
 * news for the sender; that a match was cleared says the sender was screened close to a listed name; a
 * payout batch and a partner's failed attempt are staff's work (the sender reads the status).
 */
const STAFF_EVENTS: ReadonlySet<TransferEvent['type']> = new Set([
  'approval-requested',
  'refund-approval-requested',
  'screening-cleared',
  'batched',
  'payout-failed',
])

/** A transfer's history and claims, as its single answer carries them. */
export interface Trail {
  history: TransferEvent[]
  claims: Claim[]
}

/**
 * A transfer as `viewer` may see it. Staff see everything. A sender sees customer-facing text only:
 * a note someone else (staff) wrote reads as none; the history names nobody else (their events read
 * 'by Remit') and shows no note or reason they wrote; a cancellation or claim answer by staff does
 * not say which staff member.
 */
export function transferAsSeenBy(viewer: Actor, record: TransferRecord, trail?: Trail): Transfer {
  const full = toTransfer(record, trail)
  if (isVerifiedStaff(viewer)) return full
  // Why a transfer is held, and the reviewer's decision, are staff's: the sender reads the status.
  // So are a first approval of a release or a refund and the reference rate (with the customer rate it tells our margin).
  const { hold: _hold, review: _review, approval: _approval, batchId: _batchId, payout: fullPayout, ...visible } = full
  const { referenceRate: _referenceRate, ...payout } = fullPayout
  const transfer = { ...visible, payout }
  const events = transfer.history?.flatMap((event) => {
    if (STAFF_EVENTS.has(event.type)) return []
    if (event.by === viewer.sub) return [event]
    const { byName: _byName, reason: _reason, changes, ...rest } = event
    if (!changes) return [rest]
    const { note: _note, ...shown } = changes
    // An edit of the note alone says nothing the sender may read.
    return Object.keys(shown).length > 0 ? [{ ...rest, changes: shown }] : []
  })
  const claims = transfer.claims?.map(({ refundApproval: _refundApproval, ...claim }) => {
    if (!claim.resolution) return claim
    const { by: _by, byName: _byName, ...resolution } = claim.resolution
    return { ...claim, resolution }
  })
  const cancellation = transfer.cancellation && !transfer.cancellation.bySender ? withoutStaff(transfer.cancellation) : transfer.cancellation
  return {
    ...transfer,
    note: record.noteBy === viewer.sub ? record.note : '',
    ...(events ? { history: events } : {}),
    ...(claims ? { claims } : {}),
    ...(cancellation ? { cancellation } : {}),
  }
}

/** A staff cancellation as its sender reads it: when and the refund, not who or why. */
const withoutStaff = ({ by: _by, byName: _byName, reason: _reason, ...shown }: Cancellation): Cancellation => shown
