import { isVerifiedStaff, type Decision, type UserFlags } from '../auth/permissions'
import type { TransferStatus } from './transfer-options'

/**
 * Who may do what to a transfer (spec 4, 6), written once. (Spec 2.7 prints a receipt only once PAID;
 * 12 CFR 1005.31(e)(1) requires the receipt when the sender pays, so the law wins and every transfer's
 * receipt can be printed.) the API enforces these answers and the
 * Customer Dashboard uses the same ones to disable an action and say why. Staff means verified staff
 *: an unverified admin acts as a sender. Reading is decided by the
 * API alone (a sender sees their own transfers, staff everyone's; anything else does not exist).
 */

export const PAID_NOT_EDITABLE = 'A paid transfer cannot be edited'
export const CANCELLED_NOT_EDITABLE = 'A cancelled transfer cannot be edited'
export const OPEN_CLAIM_NOT_DELETABLE = 'This transfer has an open claim: it cannot be deleted until the claim is resolved'
const HELD_NOT_DELETABLE = 'This transfer is being reviewed: it cannot be deleted until the review is decided'
export const STATUS_STAFF_ONLY = 'Only staff can change the status of a transfer'
export const PAID_DELETE_STAFF_ONLY = 'Only admins can delete a paid transfer'
export const OWNER_STAFF_ONLY = 'Only admins can record a transfer for another user'

type Actor = Pick<UserFlags, 'isAdmin' | 'superAdmin' | 'verified'>
interface TransferState {
  status: TransferStatus
  /** The claim waiting for staff's answer, if any (server-side records only). */
  openClaimId?: string
}

const ALLOWED: Decision = Object.freeze({ allowed: true })
const decide = (allowed: boolean, reason: string): Decision => (allowed ? ALLOWED : { allowed: false, reason })

/** Spec 4: a PAID record cannot be edited (its edit link is disabled), nor a CANCELLED one. */
export function canEditTransfer(transfer: TransferState): Decision {
  if (transfer.status === 'CANCELLED') return { allowed: false, reason: CANCELLED_NOT_EDITABLE }
  return decide(transfer.status !== 'PAID', PAID_NOT_EDITABLE)
}

/**
 * Spec 6: admins may delete PAID and non-PAID records; other users only non-PAID ones. A
 * transfer with an open error claim stays until the claim is answered (the investigation needs it).
 */
export function canDeleteTransfer(actor: Actor, transfer: TransferState): Decision {
  if (transfer.openClaimId !== undefined) return { allowed: false, reason: OPEN_CLAIM_NOT_DELETABLE }
  // A held transfer is decided by a reviewer (release or reject, with a reason), not removed.
  if (transfer.status === 'ON_HOLD') return { allowed: false, reason: HELD_NOT_DELETABLE }
  return decide(isVerifiedStaff(actor) || transfer.status !== 'PAID', PAID_DELETE_STAFF_ONLY)
}

/** Add Customer (spec 2.1, admins only): recording a transfer on behalf of another user. */
export function canRecordTransferFor(actor: Actor & { id: string }, ownerId: string): Decision {
  return decide(ownerId === actor.id || isVerifiedStaff(actor), OWNER_STAFF_ONLY)
}
