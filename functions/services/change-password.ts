import { CHANGE_PASSWORD_MESSAGES, type ChangePassword } from '../../shared/users/change-password-schema'
import { BadRequestError, TooManyRequestsError } from '../lib/errors'
import type { Actor } from '../store/actors'
import { clearFailedLogins, isLockedOut, LOCKED_MESSAGE, recordFailedLogin } from '../store/login-attempts'
import { endSessions } from '../store/sessions'
import { changePasswordWithToken, WrongPasswordError } from './cognito-users'

// Apart from accounts.ts: the change-password messages live beside the password schemas, which the
// Lambdas that view, edit or delete users would otherwise bundle and build at cold start.

/**
 * The signed-in user's own password (Profile Settings), through Cognito's ChangePassword with their
 * access token. A wrong current password counts toward the sign-in lockout of their address (the
 * same guessing, another door), and is a 400 on `currentPassword`, never a 401: the session stays.
 */
export async function changeOwnPassword(actor: Actor, accessToken: string, body: ChangePassword, now: Date): Promise<void> {
  if (await isLockedOut(actor.email, now)) throw new TooManyRequestsError(LOCKED_MESSAGE)
  try {
    await changePasswordWithToken(accessToken, body.currentPassword, body.newPassword)
  } catch (error) {
    if (!(error instanceof WrongPasswordError)) throw error
    await recordFailedLogin(actor.email, now)
    throw new BadRequestError(CHANGE_PASSWORD_MESSAGES.currentWrong, { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong })
  }
  // Every session ends, this one too (the SPA signs in again with the new password): whoever else
  // knew the old one keeps nothing.
  await endSessions(actor.sub, now)
  // The password is changed: that is the answer. A lockout count left behind expires on its own.
  await clearFailedLogins(actor.email).catch(() => undefined)
}
