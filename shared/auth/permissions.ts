/**
 * The user-management rules of spec 6, written once. The API enforces them and the UI uses the same
 * answers to disable controls and show the reason as a hint, so the two can never disagree.
 *
 * Every rule that acts on another user requires the actor to be verified; the rules on one's own
 * record do not (except deleting oneself). Reading is not gated by `verified`.
 *
 * Two departures from spec 6, where its own-record rule would empty its 'the acting user must be
 * verified' rule: `verified` is set only by verified staff and never on oneself (spec 6
 * lets anyone verify themselves, after which an unverified admin could delete users), and only a
 * verified super admin edits a super admin's record or flags (else an admin could change a super
 * admin's e-mail, reset the password and take the account).
 */

/** The parts of a user the rules look at. */
export interface UserFlags {
  id: string
  isAdmin: boolean
  superAdmin: boolean
  verified: boolean
}

/** The answer of every rule: allowed, or refused with the message to show. */
export type Decision = { allowed: true } | { allowed: false; reason: string }

/** The generic refusal (spec 8, Users). */
export const PERMISSION_DENIED = 'Permission Denied'
/** Refusal of the admin toggle (spec 6). */
export const ADMIN_TOGGLE_DENIED = 'Only admins can modify admin status'
/** Refusal of the super admin toggle (spec 6). */
export const SUPER_ADMIN_TOGGLE_DENIED = 'Only super admins can modify super admin status'
/** Refusal of any change to a super admin's record by someone who is not a verified super admin. */
export const SUPER_ADMIN_RECORD_DENIED = "Only a verified super admin can change a super admin's account"
/** Refusal of the verified switch on one's own record. */
export const VERIFY_SELF_DENIED = 'Your account is verified by our team, not by you'
/** Refusal of the verified switch by someone who is not verified staff. */
export const VERIFY_STAFF_ONLY = 'Only a verified admin can change verification status'
/** Hint on the disabled delete button of one's own account (spec 6). */
export const DELETE_SELF_HINT = 'Need admin, super admin, and verified status to delete your account'
/** Hint on the disabled delete button of another user (spec 6). */
export const DELETE_OTHER_HINT = 'Cannot delete this user'

const ALLOWED: Decision = Object.freeze({ allowed: true })

function decide(allowed: boolean, reason: string): Decision {
  return allowed ? ALLOWED : { allowed: false, reason }
}

function isSelf(actor: UserFlags, target: UserFlags): boolean {
  return actor.id === target.id
}

/** Whether the user is an admin or a super admin (either flag; `verified` not considered). */
export function isStaff(user: Pick<UserFlags, 'isAdmin' | 'superAdmin'>): boolean {
  return user.isAdmin || user.superAdmin
}

/** A verified admin or super admin: who may act on other users' records and on everyone's transfers. */
export function isVerifiedStaff(user: Pick<UserFlags, 'isAdmin' | 'superAdmin' | 'verified'>): boolean {
  return user.verified && isStaff(user)
}

/** Whether verified staff `actor` may act on `target`: a super admin's record is a super admin's to change. */
function outranks(actor: UserFlags, target: UserFlags): boolean {
  return actor.superAdmin || !target.superAdmin
}

/** Viewing a profile: one's own, or anyone's for an admin or super admin (verified or not). */
export function canViewUser(actor: UserFlags, target: UserFlags): Decision {
  return decide(isSelf(actor, target) || isStaff(actor), PERMISSION_DENIED)
}

/** The users list: admins and super admins (verified or not). */
export function canListUsers(actor: UserFlags): Decision {
  return decide(isStaff(actor), PERMISSION_DENIED)
}

/**
 * Editing names, email and phone: one's own record, or another's for a verified admin or super
 * admin — a super admin's only for a verified super admin.
 */
export function canEditUser(actor: UserFlags, target: UserFlags): Decision {
  if (isSelf(actor, target)) return ALLOWED
  if (!isVerifiedStaff(actor)) return decide(false, PERMISSION_DENIED)
  return decide(outranks(actor, target), SUPER_ADMIN_RECORD_DENIED)
}

/**
 * The verified switch: only on other users, by a verified admin or super admin (a super admin's by a
 * verified super admin). Spec 6 says 'same as edit', which would let anyone verify themselves.
 */
export function canToggleVerified(actor: UserFlags, target: UserFlags): Decision {
  if (isSelf(actor, target)) return decide(false, VERIFY_SELF_DENIED)
  if (!isVerifiedStaff(actor)) return decide(false, VERIFY_STAFF_ONLY)
  return decide(outranks(actor, target), SUPER_ADMIN_RECORD_DENIED)
}

/** The admin switch: only on other users, by a verified admin or super admin (a super admin's by a verified super admin). */
export function canToggleAdmin(actor: UserFlags, target: UserFlags): Decision {
  if (isSelf(actor, target) || !isVerifiedStaff(actor)) return decide(false, ADMIN_TOGGLE_DENIED)
  return decide(outranks(actor, target), SUPER_ADMIN_RECORD_DENIED)
}

/** The super admin switch: only on other users, by a verified super admin. */
export function canToggleSuperAdmin(actor: UserFlags, target: UserFlags): Decision {
  return decide(!isSelf(actor, target) && actor.verified && actor.superAdmin, SUPER_ADMIN_TOGGLE_DENIED)
}

/**
 * Deleting a user. One's own account: only as a verified admin who is also a super admin. Another
 * user: as a verified super admin, or as a verified admin when the target is not a super admin.
 */
export function canDeleteUser(actor: UserFlags, target: UserFlags): Decision {
  if (isSelf(actor, target)) {
    return decide(actor.isAdmin && actor.superAdmin && actor.verified, DELETE_SELF_HINT)
  }
  const allowed = actor.verified && (actor.superAdmin || (actor.isAdmin && !target.superAdmin))
  return decide(allowed, DELETE_OTHER_HINT)
}

/** The fields PUT /api/user/{id} may change: profile fields (a full edit) and the three flags (toggles). */
export interface UserChange {
  firstName?: string
  lastName?: string
  email?: string
  phoneNumber?: string
  verified?: boolean
  isAdmin?: boolean
  superAdmin?: boolean
}

/** The target of an update: its flags and, where known, the profile fields to compare a change with. */
export type UpdateTarget = UserFlags & Pick<UserChange, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const

/**
 * Whether `actor` may apply `change` to `target`: the first refusal among the rules the change
 * actually needs, checked in this order: profile edit ({@link canEditUser}), verified, admin,
 * super admin. A field counts only when present and different from the target's current value, so
 * re-sending an unchanged flag needs no permission for it. Compare normalised values (pass the
 * parsed body). A change that alters nothing still answers with the user's record, so it needs
 * {@link canViewUser}.
 */
export function updateDecision(actor: UserFlags, target: UpdateTarget, change: UserChange): Decision {
  const checks: Decision[] = []
  if (PROFILE_FIELDS.some((field) => change[field] !== undefined && change[field] !== target[field])) {
    checks.push(canEditUser(actor, target))
  }
  if (change.verified !== undefined && change.verified !== target.verified) checks.push(canToggleVerified(actor, target))
  if (change.isAdmin !== undefined && change.isAdmin !== target.isAdmin) checks.push(canToggleAdmin(actor, target))
  if (change.superAdmin !== undefined && change.superAdmin !== target.superAdmin) {
    checks.push(canToggleSuperAdmin(actor, target))
  }
  if (checks.length === 0) return canViewUser(actor, target)
  return checks.find((decision) => !decision.allowed) ?? ALLOWED
}
