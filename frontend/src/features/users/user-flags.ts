import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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
  /** Column heading and switch label (render with `i18n._`). */
  label: MessageDescriptor
  /** The rule of spec 6 that allows or refuses changing it (the same function the API applies). */
  decide: (actor: UserFlags, target: UserFlags) => Decision
}

export const FLAGS: Readonly<Record<FlagName, FlagSpec>> = {
  verified: { label: msg`Verified`, decide: canToggleVerified },
  isAdmin: { label: msg`Admin`, decide: canToggleAdmin },
  superAdmin: { label: msg`Super Admin`, decide: canToggleSuperAdmin },
}

/** Spec 8: after a switch was changed (shown 2 s); render with `i18n._`. Each flag's own sentence, for translators. */
export function flagUpdatedMessage(flag: FlagName): MessageDescriptor {
  switch (flag) {
    case 'verified':
      return msg`User verified status has been updated.`
    case 'isAdmin':
      return msg`User admin status has been updated.`
    case 'superAdmin':
      return msg`User super admin status has been updated.`
  }
}

type FlagQuestion<Text> = { title: Text; message: Text; confirmLabel: Text }

function grantQuestion(flag: FlagName, name: string): FlagQuestion<MessageDescriptor> {
  switch (flag) {
    case 'verified':
      return {
        title: msg`Grant verified status?`,
        message: msg`${name} will be given verified status.`,
        confirmLabel: msg`Yes, grant verified status`,
      }
    case 'isAdmin':
      return { title: msg`Grant admin status?`, message: msg`${name} will be given admin status.`, confirmLabel: msg`Yes, grant admin status` }
    case 'superAdmin':
      return {
        title: msg`Grant super admin status?`,
        message: msg`${name} will be given super admin status.`,
        confirmLabel: msg`Yes, grant super admin status`,
      }
  }
}

function removeQuestion(flag: FlagName, name: string): FlagQuestion<MessageDescriptor> {
  switch (flag) {
    case 'verified':
      return { title: msg`Remove verified status?`, message: msg`${name} will lose verified status.`, confirmLabel: msg`Yes, remove verified status` }
    case 'isAdmin':
      return { title: msg`Remove admin status?`, message: msg`${name} will lose admin status.`, confirmLabel: msg`Yes, remove admin status` }
    case 'superAdmin':
      return {
        title: msg`Remove super admin status?`,
        message: msg`${name} will lose super admin status.`,
        confirmLabel: msg`Yes, remove super admin status`,
      }
  }
}

/** Spec 4 'User flags': the confirmation asks to grant or to remove the status, in the reader's language. */
export function flagQuestion(i18n: I18n, flag: FlagName, turningOn: boolean, name: string): FlagQuestion<string> {
  const question = turningOn ? grantQuestion(flag, name) : removeQuestion(flag, name)
  return { title: i18n._(question.title), message: i18n._(question.message), confirmLabel: i18n._(question.confirmLabel) }
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

/** Spec 8 texts of the users screens: messages (render with `i18n._`), and the rules' own 'Permission Denied' as it is. */
export const USERS_MESSAGES = {
  loadFailed: msg`Unable to load users lists!`,
  deleteFailed: msg`Unable to delete user!`,
  deleted: msg`User has been deleted.`,
  updated: msg`User has been updated successfully.`,
  updateFailed: msg`Update Failed`,
  permissionDenied: PERMISSION_DENIED,
} as const

/** Spec 8: the success popups of the users screens last 2 seconds. */
export const USERS_TOAST_MS = 2_000

/** A refused change as the dialog shows it: a 403 is the rule's own message under 'Permission Denied'. */
export const updateFailure = (i18n: I18n, error: unknown): Failure =>
  error instanceof ApiError && error.status === 403
    ? { title: USERS_MESSAGES.permissionDenied, message: error.message }
    : { title: i18n._(USERS_MESSAGES.updateFailed), message: error instanceof Error ? error.message : String(error) }
