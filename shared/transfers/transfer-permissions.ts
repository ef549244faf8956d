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
export const PAID_FOR_MESSAGE =
  'This transfer has been paid for, so it cannot be deleted. Cancel it within 30 minutes of payment, or report a problem with it.'
export const FUNDS_HELD_MESSAGE = 'The money of this transfer is still held: pay it out, or cancel and refund it, before archiving it'
export const DISCLOSED_FIXED_MESSAGE =
  'The recipient and payout details of a paid transfer cannot be changed. Cancel it within 30 minutes of payment and send it again, or report a problem with it.'
export const CORRECTION_REASON_MESSAGE = 'Say why the recipient or payout details are corrected'
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

/** Whether the money of a transfer in `status` is still held for its sender: received, neither paid out nor refunded. */
export const fundsInFlight = (status: TransferStatus): boolean => status === 'PENDING' || status === 'ON_HOLD'

/**
 * Spec 6's delete, where the law wins: money received for a transfer must be paid out or refunded
 * (12 CFR 1005.34, state money-transmitter law), so no transfer whose money is held can leave the
 * lists. A "delete" archives a transfer closed in the ledger (paid out, or cancelled and refunded):
 * it leaves the lists and stays in the ledger and the audit trail. As in spec 6, a PAID one is
 * archived only by staff. A transfer with an open error claim stays until the claim is answered.
 */
export function canArchiveTransfer(role: 'sender' | 'staff', transfer: TransferState): Decision {
  if (transfer.openClaimId !== undefined) return { allowed: false, reason: OPEN_CLAIM_NOT_DELETABLE }
  // A held transfer is decided by a reviewer (release or reject, with a reason), not removed.
  if (transfer.status === 'ON_HOLD' && role === 'staff') return { allowed: false, reason: HELD_NOT_DELETABLE }
  if (fundsInFlight(transfer.status)) return { allowed: false, reason: role === 'staff' ? FUNDS_HELD_MESSAGE : PAID_FOR_MESSAGE }
  return decide(role === 'staff' || transfer.status !== 'PAID', PAID_DELETE_STAFF_ONLY)
}

/** The role a signed-in user acts under on a transfer: staff's rules for verified staff, a sender's otherwise. */
export const transferRoleOf = (actor: Actor): 'sender' | 'staff' => (isVerifiedStaff(actor) ? 'staff' : 'sender')

/** Add Customer (spec 2.1, admins only): recording a transfer on behalf of another user. */
export function canRecordTransferFor(actor: Actor & { id: string }, ownerId: string): Decision {
  return decide(ownerId === actor.id || isVerifiedStaff(actor), OWNER_STAFF_ONLY)
}
