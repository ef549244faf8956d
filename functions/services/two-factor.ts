import { Secret, TOTP } from 'otpauth'
import { PERMISSION_DENIED } from '../../shared/auth/permissions'
import type { TwoFactorSetup } from '../../shared/auth/two-factor'
import { TOTP_ISSUER, TWO_FACTOR_MESSAGES } from '../../shared/auth/two-factor-messages'
import type { User } from '../../shared/users/user'
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { checkOwnerPassword } from './own-password'
import { ownProfile, requireUser, setTwoFactor } from '../store/users-store'
import { answerTwoFactorChallenge, associateSoftwareToken, confirmSoftwareToken, disableSoftwareToken, revokeRefreshToken } from './cognito-users'

/**
 * Two-factor sign-in with an authenticator app, on Cognito's software-token flow: Cognito
 * keeps the secret and checks every code; the profile records whether it is on, which the request
 * wrapper reads on every call (staff routes need it).
 */

/** Starts enrolment: a new secret from Cognito, and the otpauth URI an authenticator app scans. */
export async function startTwoFactorSetup(actor: Actor, accessToken: string): Promise<TwoFactorSetup> {
  if (actor.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn)
  const secret = await associateSoftwareToken(accessToken)
  const totp = new TOTP({ issuer: TOTP_ISSUER, label: actor.email, secret: Secret.fromBase32(secret) })
  return { secret, otpauthUri: totp.toString() }
}

/**
 * Confirms enrolment with the app's first code; from the next sign-in Cognito asks for a code.
 * Cognito first, the profile after: the profile never says on while Cognito does not ask.
 */
export async function confirmTwoFactorSetup(actor: Actor, accessToken: string, code: string, now: Date): Promise<User> {
  if (actor.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn)
  await confirmSoftwareToken(accessToken, code)
  return recordTwoFactor(actor, true, now)
}

/**
 * Turns it off for oneself: the password and a current code, checked by a sign-in whose tokens are
 * thrown away, within the sign-in attempt limits (a stolen session alone cannot remove the factor).
 * The profile says off before Cognito does, so a failure between them never leaves staff powers
 * open without the factor: Cognito still asks for codes, and a retry finishes it.
 */
export async function disableTwoFactor(actor: Actor, password: string, code: string, client: string, now: Date): Promise<User> {
  const { answer, succeeded } = await checkOwnerPassword(actor, password, 'password', client, now)
  const cognitoAsksForCodes = 'challenge' in answer
  const tokens = 'challenge' in answer ? await answerTwoFactorChallenge(actor.sub, answer.challenge, code) : answer
  await succeeded()
  if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken)
  if (!cognitoAsksForCodes && !actor.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn)
  const user = await recordTwoFactor(actor, false, now)
  if (cognitoAsksForCodes) await disableSoftwareToken(actor.sub)
  return user
}

/**
 * A super admin turns off another user's factor (a lost phone), recording who, when and why on the
 * profile, before Cognito (as above); asked again, it finishes a reset that failed half-way.
 */
export async function resetTwoFactor(actor: Actor, id: string, reason: string, now: Date): Promise<User> {
  if (!actor.superAdmin) throw new ForbiddenError(PERMISSION_DENIED)
  if (actor.sub === id) throw new BadRequestError(TWO_FACTOR_MESSAGES.ownReset)
  const target = await requireUser(id)
  const reset = { byId: actor.sub, byName: `${actor.firstName} ${actor.lastName}`, at: now.toISOString(), reason }
  await setTwoFactor(id, false, now.toISOString(), reset)
  await disableSoftwareToken(id)
  return { ...target, twoFactorEnabled: false, twoFactorReset: reset, updatedAt: now.toISOString() }
}

/** Records the caller's own choice; answers their profile as it now stands. */
async function recordTwoFactor(actor: Actor, enabled: boolean, now: Date): Promise<User> {
  const time = now.toISOString()
  await setTwoFactor(actor.sub, enabled, time)
  const before = ownProfile(actor) ?? (await requireUser(actor.sub))
  return { ...before, twoFactorEnabled: enabled, updatedAt: time }
}
