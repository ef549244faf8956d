import * as z from 'zod/mini'
import { PasswordSchema, PASSWORD_MAX_LENGTH } from '../auth/signup-schema'
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from './current-password-messages'

/** The forms' "confirm the new password" box (reset and change): UI-only, never sent. */
export const CONFIRM_PASSWORD_MESSAGES = {
  required: 'Confirm your new password',
  differ: 'Passwords do not match',
} as const

/**
 * The confirm box of a form (reset and change password): required, then equal to the password field
 * named. A schema of its own, to intersect with the form's body schema: that way the box is judged
 * whatever the other fields say (an object's own checks stop at a field's aborting issue).
 */
export function confirmationSchema<K extends string>(passwordField: K) {
  type Form = Record<string, string | undefined>
  const schema = z.object({ [passwordField]: z.string(), confirm: z.string() }).check(
    z.refine((form: Form) => form.confirm !== '', { error: CONFIRM_PASSWORD_MESSAGES.required, path: ['confirm'] }),
    z.refine((form: Form) => form.confirm === '' || form.confirm === form[passwordField], {
      error: CONFIRM_PASSWORD_MESSAGES.differ,
      path: ['confirm'],
    }),
  )
  // zod types a computed key as an index signature; the shape above has exactly these two keys.
  return schema as unknown as z.ZodMiniType<Record<K | 'confirm', string>, Record<K | 'confirm', string>>
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: CURRENT_PASSWORD_REQUIRED,
  currentMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** A new password equal to the current one changes nothing: refused so the user notices. */
  same: 'The new password must be different from the current one',
  currentWrong: CURRENT_PASSWORD_WRONG,
  /** The answer of a successful change. */
  changed: 'Your password has been changed.',
} as const

/**
 * POST /api/user/change-password: the current password (as typed, only checked for presence: Cognito
 * decides whether it is right) and a new one under the sign-up password rules with their spec 5
 * messages, which must differ from the current one.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .check(
        z.minLength(1, { error: CHANGE_PASSWORD_MESSAGES.currentRequired, abort: true }),
        z.maxLength(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.currentMax),
      ),
    newPassword: PasswordSchema,
  })
  .check(
    z.refine((body) => body.currentPassword !== body.newPassword, {
      error: CHANGE_PASSWORD_MESSAGES.same,
      path: ['newPassword'],
      // Only once both fields are valid, so the rules of the new password speak first.
      when: (payload) => payload.issues.length === 0,
    }),
  )

export type ChangePassword = z.output<typeof ChangePasswordSchema>
