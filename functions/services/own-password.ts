import { CURRENT_PASSWORD_WRONG } from '../../shared/users/current-password-messages'
import { BadRequestError, UnauthorizedError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { attemptSucceeded, takeAttempt } from '../store/login-attempts'
import { passwordSignIn, type Tokens, type TwoFactorPending } from './cognito-users'

export interface OwnPasswordCheck {
  /** Cognito's answer to the right password: tokens to throw away, or the code challenge (two-factor on). */
  answer: Tokens | TwoFactorPending
  /** Gives the attempt back once everything the caller proves is proven. */
  succeeded: () => Promise<void>
}

/**
 * The signed-in owner's password, checked by a sign-in whose session is thrown away, within the
 * sign-in attempt limits: counted before Cognito judges it, a wrong one a 400 on `field` (never a
 * 401, which would end the caller's session).
 */
export async function checkOwnerPassword(actor: Actor, password: string, field: string, client: string, now: Date): Promise<OwnPasswordCheck> {
  const attempt = { email: actor.email, client }
  const taken = await takeAttempt(attempt, now)
  try {
    const answer = await passwordSignIn(actor.sub, password)
    return { answer, succeeded: () => attemptSucceeded(attempt, taken) }
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error
    throw new BadRequestError(CURRENT_PASSWORD_WRONG, { [field]: CURRENT_PASSWORD_WRONG })
  }
}
