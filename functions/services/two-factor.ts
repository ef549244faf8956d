import { Secret, TOTP } from 'otpauth'
import { PERMISSION_DENIED } from '../../shared/auth/permissions'
import type { TwoFactorSetup } from '../../shared/auth/two-factor'
import { TOTP_ISSUER, TWO_FACTOR_MESSAGES } from '../../shared/auth/two-factor-messages'
import type { Session, User } from '../../shared/users/user'
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { checkOwnerPassword } from './own-password'
import { ownProfile, requireUser, setTwoFactor } from '../store/users-store'
import {
  answerTwoFactorChallenge,
  associateSoftwareToken,
  confirmSoftwareToken,
  disableSoftwareToken,
  enableSoftwareToken,
  revokeRefreshToken,
  signInWithPassword,
  type Tokens,
} from './cognito-users'
import { endSessions } from '../store/sessions'
import { startSession } from './sessions'

/**
 * Two-factor sign-in with an authenticator app, on Cognito's software-token flow: Cognito
 * keeps the secret and checks every code; the profile records whether it is on, which the request
 * wrapper reads on every call (staff routes need it).
 */

/**
 * Starts enrolment, with the current password (a stolen session alone cannot enrol a thief's
 * authenticator): a new secret from Cognito, asked with the access token of that password check's
 * own sign-in, never the caller's bearer, and the otpauth URI an authenticator app scans.
 */
export async function startTwoFactorSetup(actor: Actor, password: string, client: string, now: Date): Promise<TwoFactorSetup> {
  if (actor.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn)
  const tokens = await stepUp(actor, password, client, now)
  try {
    const secret = await associateSoftwareToken(tokens.accessToken)
    const totp = new TOTP({ issuer: TOTP_ISSUER, label: actor.email, secret: Secret.fromBase32(secret) })
    return { secret, otpauthUri: totp.toString() }
  } finally {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken)
  }
}

/**
 * Confirms enrolment with the password and the app's first code, then ends every session (a token
 * issued before the factor must not keep what the factor now guards, staff routes above all) and
 * starts a new one for the caller, whose answer carries it. Cognito first, the profile after: the
 * profile never says on while Cognito does not ask. A wrong code ends nothing.
 */
export async function confirmTwoFactorSetup(actor: Actor, password: string, code: string, client: string, now: Date): Promise<Session> {
  if (actor.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn)
  const tokens = await stepUp(actor, password, client, now)
  try {
    await confirmSoftwareToken(tokens.accessToken, code)
  } finally {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken)
  }
  // Cognito may ask for codes as soon as the app is verified (cognito-local does): the factor waits
  // off while every session ends and the caller's new one starts with the password, then goes on.
  await disableSoftwareToken(actor.sub)
  await endSessions(actor.sub, now)
  const { tokens: fresh } = await startSession(() => signInWithPassword(actor.sub, password), now)
  await enableSoftwareToken(actor.sub)
  const user = await recordTwoFactor(actor, true, now)
  return {
    ...user,
    token: fresh.accessToken,
    refreshToken: fresh.refreshToken,
    expiresAt: new Date(now.getTime() + fresh.expiresInSeconds * 1000).toISOString(),
  }
}

/**
 * The owner's password, by a sign-in within the attempt limits whose tokens the caller uses and
 * revokes. Cognito answering with a code challenge means it already asks for codes: already on.
 */
async function stepUp(actor: Actor, password: string, client: string, now: Date): Promise<Tokens> {
  const { answer, succeeded } = await checkOwnerPassword(actor, password, 'password', client, now)
  await succeeded()
  if ('challenge' in answer) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn)
  return answer
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
  // Whoever held the account's sessions (a thief is why factors get reset) keeps none of them.
  await endSessions(id, now)
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
