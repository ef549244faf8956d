import type { TransferStatus } from './transfer-options'
import { STATUS_STAFF_ONLY } from './transfer-permissions'

/**
 * The life of a transfer, as one table that the server enforces and the screens read to
 * offer an action or say why not. No zod, so the lists and the details page can import it cheaply.
 *
 *   PENDING ──payOut (staff)──────────────► PAID       (final)
 *   PENDING ──cancel (sender ≤ 30 min, staff)► CANCELLED (final, refunded)
 *   PENDING ──hold (staff, system)─────────► ON_HOLD
 *   ON_HOLD ──release (staff)──────────────► PENDING
 *   ON_HOLD ──cancel (staff)───────────────► CANCELLED
 *
 * 'system' is the server acting on its own (the compliance checks of a later issue hold a transfer
 * while it is created). A sender is the transfer's owner; staff are verified admins or super admins.
 */

/** 12 CFR 1005.34(a): a sender may cancel within 30 minutes of payment. Server time decides. */
export const CANCEL_WINDOW_MS = 30 * 60 * 1000

export const TRANSFER_ACTIONS = ['payOut', 'cancel', 'hold', 'release'] as const
export type TransferAction = (typeof TRANSFER_ACTIONS)[number]

export const ACTOR_ROLES = ['sender', 'staff', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

export interface Transition {
  from: TransferStatus
  action: TransferAction
  to: TransferStatus
  by: readonly ActorRole[]
  /** Roles that may act only within the cancellation window after payment. */
  windowFor?: readonly ActorRole[]
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 'PENDING', action: 'payOut', to: 'PAID', by: ['staff'] },
  { from: 'PENDING', action: 'cancel', to: 'CANCELLED', by: ['sender', 'staff'], windowFor: ['sender'] },
  { from: 'PENDING', action: 'hold', to: 'ON_HOLD', by: ['staff', 'system'] },
  { from: 'ON_HOLD', action: 'release', to: 'PENDING', by: ['staff'] },
  { from: 'ON_HOLD', action: 'cancel', to: 'CANCELLED', by: ['staff'] },
]

export const PAID_IS_FINAL = 'This transfer has been paid out to the recipient and can no longer be changed'
export const CANCELLED_IS_FINAL = 'This transfer was cancelled and refunded; it can no longer be changed'
export const CANCEL_WINDOW_PASSED = 'The 30 minutes to cancel this transfer have passed. If something is wrong with it, report a problem.'
export const ON_HOLD_NO_PAYOUT = 'This transfer is on hold for review: release it before paying it out'
export const ON_HOLD_SENDER_CANCEL = 'This transfer is being reviewed; please contact us to cancel it'
const NOT_ON_HOLD = 'Only a transfer on hold can be released'
const ALREADY_ON_HOLD = 'Only a pending transfer can be put on hold'

const ROLE_REFUSAL: Record<TransferAction, string> = {
  payOut: STATUS_STAFF_ONLY,
  cancel: 'Only the sender or staff can cancel this transfer',
  hold: 'Only staff can put a transfer on hold',
  release: 'Only staff can release a transfer',
}

/**
 * A refused move says why, and what kind of refusal it is: the caller's role (403), or the
 * transfer's state or the time (409).
 */
export type TransitionDecision =
  | { allowed: true; to: TransferStatus; transition: Transition }
  | { allowed: false; reason: string; because: 'role' | 'state' | 'time' }

export interface TransitionSubject {
  status: TransferStatus
  /** When the sender paid: the transfer's creation (ISO). */
  createdAt: string
}

/** When the sender's cancellation window ends (epoch ms). */
export const cancelWindowEnd = (transfer: Pick<TransitionSubject, 'createdAt'>): number => Date.parse(transfer.createdAt) + CANCEL_WINDOW_MS

function stateRefusal(status: TransferStatus, action: TransferAction, role: ActorRole): string {
  if (status === 'PAID') return PAID_IS_FINAL
  if (status === 'CANCELLED') return CANCELLED_IS_FINAL
  if (action === 'payOut') return ON_HOLD_NO_PAYOUT
  if (action === 'release') return NOT_ON_HOLD
  if (action === 'cancel' && role === 'sender') return ON_HOLD_SENDER_CANCEL
  return ALREADY_ON_HOLD
}

/**
 * Whether `role` may apply `action` to `transfer` at `now` (epoch ms), and the status it leads to.
 * The window is inclusive: a cancellation at exactly 30:00 after payment is still within it.
 */
export function decideTransition(transfer: TransitionSubject, action: TransferAction, role: ActorRole, now: number): TransitionDecision {
  const transition = TRANSITIONS.find((row) => row.from === transfer.status && row.action === action)
  if (!transition || !transition.by.includes(role)) {
    // A role that may take this action from some other state is told about the state; else about its role.
    const ever = TRANSITIONS.some((row) => row.action === action && row.by.includes(role))
    return ever
      ? { allowed: false, reason: stateRefusal(transfer.status, action, role), because: 'state' }
      : { allowed: false, reason: ROLE_REFUSAL[action], because: 'role' }
  }
  if (transition.windowFor?.includes(role) && now > cancelWindowEnd(transfer)) {
    return { allowed: false, reason: CANCEL_WINDOW_PASSED, because: 'time' }
  }
  return { allowed: true, to: transition.to, transition }
}

/** Spec 4: a PAID record cannot be edited, nor a CANCELLED one. */
export const isFinal = (status: TransferStatus): boolean => status === 'PAID' || status === 'CANCELLED'
