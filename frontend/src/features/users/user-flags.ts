import {
  canDeleteUser,
  canEditUser,
  canToggleAdmin,
  canToggleSuperAdmin,
  canToggleVerified,
  PERMISSION_DENIED,
  type Decision,
  type UserFlags,
} from '../../../../shared/auth/permissions'
import type { Failure } from '../../components/confirm-dialog/confirm-dialog'
import { ApiError } from '../../lib/api-error'

/** The three switches of the users list (spec 2.12), in column order. */
export const FLAG_NAMES = ['verified', 'isAdmin', 'superAdmin'] as const
export type FlagName = (typeof FLAG_NAMES)[number]

interface FlagSpec {
  /** Column heading and switch label. */
  label: string
  /** The word in 'User {kind} status has been updated.' and in the confirmation. */
  kind: string
  /** The rule of spec 6 that allows or refuses changing it (the same function the API applies). */
  decide: (actor: UserFlags, target: UserFlags) => Decision
}

export const FLAGS: Readonly<Record<FlagName, FlagSpec>> = {
  verified: { label: 'Verified', kind: 'verified', decide: canToggleVerified },
  isAdmin: { label: 'Admin', kind: 'admin', decide: canToggleAdmin },
  superAdmin: { label: 'Super Admin', kind: 'super admin', decide: canToggleSuperAdmin },
}

/** Spec 8: after a switch was changed (shown 2 s). */
export const flagUpdatedMessage = (flag: FlagName) => `User ${FLAGS[flag].kind} status has been updated.`

/** Spec 4 'User flags': the confirmation asks to grant or to remove the status. */
export function flagQuestion(flag: FlagName, turningOn: boolean, name: string): { title: string; message: string; confirmLabel: string } {
  const { kind } = FLAGS[flag]
  return turningOn
    ? { title: `Grant ${kind} status?`, message: `${name} will be given ${kind} status.`, confirmLabel: `Yes, grant ${kind} status` }
    : { title: `Remove ${kind} status?`, message: `${name} will lose ${kind} status.`, confirmLabel: `Yes, remove ${kind} status` }
}

/** What the acting user may do to one user: every control of a row asks here. */
export interface RowPermissions {
  edit: Decision
  delete: Decision
  flags: Record<FlagName, Decision>
}

export function rowPermissions(actor: UserFlags, target: UserFlags): RowPermissions {
  return {
    edit: canEditUser(actor, target),
    delete: canDeleteUser(actor, target),
    flags: {
      verified: FLAGS.verified.decide(actor, target),
      isAdmin: FLAGS.isAdmin.decide(actor, target),
      superAdmin: FLAGS.superAdmin.decide(actor, target),
    },
  }
}

/** 'Amina Yusuf' (trimmed; an empty name shows as the e-mail address elsewhere). */
export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

/** Spec 8 texts of the users screens. */
export const USERS_MESSAGES = {
  loadFailed: 'Unable to load users lists!',
  deleteFailed: 'Unable to delete user!',
  deleted: 'User has been deleted.',
  updated: 'User has been updated successfully.',
  updateFailed: 'Update Failed',
  permissionDenied: PERMISSION_DENIED,
} as const

/** Spec 8: the success popups of the users screens last 2 seconds. */
export const USERS_TOAST_MS = 2_000

/** A refused change as the dialog shows it: a 403 is the rule's own message under 'Permission Denied'. */
export const updateFailure = (error: unknown): Failure =>
  error instanceof ApiError && error.status === 403
    ? { title: USERS_MESSAGES.permissionDenied, message: error.message }
    : { title: USERS_MESSAGES.updateFailed, message: error instanceof Error ? error.message : String(error) }
