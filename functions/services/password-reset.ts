import { BadRequestError } from '../lib/errors'
import { clearFailedLogins } from '../store/login-attempts'
import { endSessions } from '../store/sessions'
import { findUserIdByEmail } from '../store/users-store'
import { readProfileItem } from '../store/actors'
import { resetWouldGoAstray } from './cognito-drift'
import { INVALID_CODE_MESSAGE, resetPasswordWithCode, sendPasswordResetCode } from './cognito-users'

// Accounts are found by subject, from our e-mail claim: an address only waiting in an e-mail change resets nothing.

/**
 * Has Cognito send the account of this address a reset code; nothing when there is no such account,
 * nor when Cognito holds another address than the profile (a thief's, set around the API: the code
 * would go there), which is reported as a security event instead (cognito-drift.ts).
 */
export async function requestPasswordReset(email: string, now: Date): Promise<void> {
  const sub = await findUserIdByEmail(email)
  if (!sub || (await resetWouldGoAstray(await readProfileItem(sub), now))) return
  await sendPasswordResetCode(sub)
}

/** Sets a new password with the code sent to the address, ends every session and lifts the lockout. */
export async function resetPassword(reset: { email: string; code: string; password: string }, client: string, now: Date): Promise<void> {
  const sub = await findUserIdByEmail(reset.email)
  if (!sub) throw new BadRequestError(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE })
  await resetPasswordWithCode(sub, reset.code, reset.password)
  // Whoever held a session of this account (the reason for a reset, often) holds it no longer.
  await endSessions(sub, now, 'password')
  // A proven owner of the address is no longer locked out. The password is changed (the code is
  // spent) whatever happens here: a lockout left behind expires on its own within 15 minutes.
  await clearFailedLogins({ email: reset.email, client }).catch(() => undefined)
}
