import { CHANGE_PASSWORD_MESSAGES, type ChangePassword } from '../../shared/users/change-password-schema'
import { BadRequestError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { attemptSucceeded, takeAttempt } from '../store/login-attempts'
import { endSessions } from '../store/sessions'
import { changePasswordWithToken, WrongPasswordError } from './cognito-users'

// Apart from accounts.ts: the change-password messages live beside the password schemas, which the
// Lambdas that view, edit or delete users would otherwise bundle and build at cold start.

/**
 * The signed-in user's own password (Profile Settings), through Cognito's ChangePassword with their
 * access token. A wrong current password counts toward the sign-in lockout of their address (the
 * same guessing, another door), and is a 400 on `currentPassword`, never a 401: the session stays.
 */
export async function changeOwnPassword(actor: Actor, accessToken: string, body: ChangePassword, now: Date, client: string): Promise<void> {
  const attempt = { email: actor.email, client }
  const taken = await takeAttempt(attempt, now)
  try {
    await changePasswordWithToken(accessToken, body.currentPassword, body.newPassword)
  } catch (error) {
    if (!(error instanceof WrongPasswordError)) throw error
    throw new BadRequestError(CHANGE_PASSWORD_MESSAGES.currentWrong, { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong })
  }
  // Every session ends, this one too (the SPA signs in again with the new password): whoever else
  // knew the old one keeps nothing. First, so a failure below cannot leave them alive.
  await endSessions(actor.sub, now, 'password')
  await attemptSucceeded(attempt, taken)
}
