import { screenAccountName } from './sanctions-screening'
import { EMAIL_CHANGE_MESSAGES, USER_NOT_FOUND_MESSAGE } from '../../shared/users/user-messages'
import { canDeleteUser, canViewUser, updateDecision, type Decision } from '../../shared/auth/permissions'
import type { Session, User } from '../../shared/users/user'
import { TWO_FACTOR_MESSAGES } from '../../shared/auth/two-factor-messages'
import type { UpdateUser } from '../../shared/users/update-user-schema'
import { VERIFICATION_MESSAGES } from '../../shared/users/verification'
import { BadRequestError, ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthorizedError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { attemptSucceeded, giveBackAddressAttempt, issueDeviceToken, takeAttempt, type Attempt } from '../store/login-attempts'
import { createUser, deleteUser, findUserIdByEmail, getUser, updateUser, userFromItem, type UserChanges } from '../store/users-store'
import {
  cognitoHasVerifiedEmail,
  confirmCognitoEmail,
  createCognitoUser,
  deleteCognitoUser,
  answerTwoFactorChallenge,
  passwordSignIn,
  revokeRefreshToken,
  signInWithPassword,
  type Tokens,
} from './cognito-users'
import { endSessions } from '../store/sessions'
import { claimChallenge, recordChallenge, releaseChallenge, spendChallenge } from '../store/sign-in-challenges'
import { sleepUntil } from '../lib/sleep-until'
import { readProfileItem } from '../store/actors'
import { sessionsEndedAt } from '../model/token-revocations'
import { checkOwnerPassword } from './own-password'
import { startSession, type StartedSession } from './sessions'
import { dropUnrecordedFactor } from './cognito-drift'
import { emailNotConfirmed, finishSignUp } from './sign-up'
import { requestEmailChange, requireAddressStillFree } from './email-change'

function allow(decision: Decision): void {
  if (!decision.allowed) throw new ForbiddenError(decision.reason)
}

/**
 * An account the operator creates (admin bootstrap), whose address they vouch for: the Cognito user,
 * then the profile (with its e-mail claim); if the profile cannot be written the Cognito user is
 * deleted again, so a failure half-way leaves no orphan. Customers sign up by e-mail code (sign-up.ts).
 */
export async function createAccount(profile: Omit<User, 'id' | 'createdAt' | 'updatedAt'>, password: string, now: Date): Promise<User> {
  const id = await createCognitoUser(profile.email, password, { emailVerified: true })
  const time = now.toISOString()
  const user: User = { id, ...profile, createdAt: time, updatedAt: time }
  const screening = await screenAccountName(profile, now)
  try {
    await createUser(user, { screening })
  } catch (error) {
    await deleteCognitoUser(profile.email)
    throw error
  }
  return user
}

/**
 * Password sign-in within the attempt limits (store/login-attempts.ts); answers the spec's
 * signed-in user record and a device token the browser keeps, so the address-wide limit never holds
 * this device back. An address with no account yet may be a sign-up waiting for its e-mail code,
 * which this sign-in finishes when it brings the code (sign-up.ts `finishSignUp`). An account with
 * two-factor sign-in gets the code challenge instead, and its attempt stays counted until the code
 * is right ({@link finishTwoFactorSignIn}), so guessing codes runs into the same lockout as
 * guessing passwords.
 */
export async function signIn(
  attempt: Attempt & { password: string; code?: string },
  now: Date,
): Promise<(Session & { deviceToken: string }) | { twoFactorRequired: true; challenge: string }> {
  const taken = await takeAttempt(attempt, now)
  // Cognito is asked by subject, found from our e-mail claim: an address that is only waiting in an
  // e-mail change (which cognito-local moves the alias to at once) signs nobody in.
  let sub = await findUserIdByEmail(attempt.email)
  if (!sub) {
    const signUp = await finishSignUp(attempt, now)
    if (!('sub' in signUp)) {
      // The password was right: the attempt is given back, so asking for new codes locks nobody out.
      await attemptSucceeded(attempt, taken)
      throw emailNotConfirmed()
    }
    sub = signUp.sub
  }
  let first = await passwordSignIn(sub, attempt.password)
  if ('challenge' in first && (await dropUnrecordedFactor(await readProfileItem(sub)))) first = await passwordSignIn(sub, attempt.password)
  if ('challenge' in first) {
    await recordChallenge(attempt.email, sub, first.challenge, now, taken.countedForAddress)
    return { twoFactorRequired: true, challenge: first.challenge }
  }
  const account = sub
  const session = await startSession(
    once(first, () => signInWithPassword(account, attempt.password)),
    now,
  )
  return sessionAnswer(attempt, taken, session, now)
}

/** The second step of a sign-in with two-factor on: a new attempt within the same limits, spent only by a wrong code. */
export async function finishTwoFactorSignIn(
  attempt: Attempt & { challenge: string; code: string },
  now: Date,
): Promise<Session & { deviceToken: string }> {
  const taken = await takeAttempt(attempt, now)
  // Only a challenge this address's own password step got, unspent and unexpired: a made-up one,
  // another account's or a replayed one goes no further (store/sign-in-challenges.ts).
  const claim = await claimChallenge(attempt.email, attempt.challenge, now)
  if (!claim) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired)
  let tokens: Tokens
  try {
    if ((await findUserIdByEmail(attempt.email)) !== claim.sub) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired)
    // Tokens issued in the very second the user's sessions were ended are refused (sessions.ts), and a
    // challenge answers only once: that second is waited out before it is answered.
    const profile = await readProfileItem(claim.sub)
    const endedAt = profile ? sessionsEndedAt(profile) : undefined
    if (endedAt !== undefined && Number.isFinite(endedAt)) await sleepUntil((endedAt + 1) * 1_000)
    tokens = await answerTwoFactorChallenge(claim.sub, attempt.challenge, attempt.code)
  } catch (error) {
    // A wrong code may be tried again (within the lockout), and so may a fault of ours; a refusal spends it.
    const again = error instanceof BadRequestError || !(error instanceof DomainError)
    await (again ? releaseChallenge(attempt.email, attempt.challenge, claim.claimedAt) : spendChallenge(attempt.email, attempt.challenge)).catch(
      () => undefined,
    )
    throw error
  }
  await spendChallenge(attempt.email, attempt.challenge)
  // The password step's attempt stayed counted until the code was right: given back now, or every
  // sign-in would count as a failure of the address (50 in 15 minutes locked out its new devices).
  if (claim.addressAttempt) await giveBackAddressAttempt(attempt)
  // A challenge answers once: should its tokens land in a second whose sessions were just ended, the user signs in again.
  const session = await startSession(
    once(tokens, () => {
      throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired)
    }),
    now,
  )
  return sessionAnswer(attempt, taken, session, now)
}

/** Tokens already in hand for startSession's first try; `again` for a retry. */
function once(tokens: Tokens, again: () => Promise<Tokens>): () => Promise<Tokens> {
  let first: Tokens | undefined = tokens
  return async () => {
    const next = first ?? (await again())
    first = undefined
    return next
  }
}

async function sessionAnswer(
  attempt: Attempt,
  taken: { countedForAddress: boolean },
  session: StartedSession,
  now: Date,
): Promise<Session & { deviceToken: string }> {
  const { tokens, profileItem } = session
  await attemptSucceeded(attempt, taken)
  return {
    ...userFromItem(profileItem),
    // The API's opaque tokens: Cognito's stay on the server (services/sessions.ts).
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000).toISOString(),
    deviceToken: await issueDeviceToken(attempt.email, now),
  }
}

/** A user as `actor` may see them: themselves, or anyone for staff. Others look absent (404), so ids cannot be probed. */
export async function viewUser(actor: Actor, id: string): Promise<User> {
  const target = await getUser(id)
  if (!target || !canViewUser(asFlags(actor), target).allowed) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
  return target
}

/**
 * Applies a full edit or a toggle within spec 6's rules (as amended). A new e-mail is
 * not applied: Cognito sends a code to it and the profile keeps it as `pendingEmail` until the
 * owner enters that code ({@link confirmEmailChange}); one's own change needs the current password.
 */
export async function updateUserAccount(actor: Actor, id: string, body: UpdateUser, now: Date, client: string): Promise<User> {
  const { currentPassword, email, ...fields } = body
  const target = await viewUser(actor, id)
  allow(updateDecision(asFlags(actor), target, body))
  // Verification is a review with its document and reason (POST /api/user/{id}/verification), not a
  // flag: a change here is refused, so the review cannot be gone around (the same value is let through).
  if (body.verified !== undefined && body.verified !== target.verified) {
    throw new BadRequestError(VERIFICATION_MESSAGES.useReview, { verified: VERIFICATION_MESSAGES.useReview })
  }
  const newEmail = email !== undefined && email !== target.email ? email : undefined
  if (newEmail !== undefined) {
    const own = actor.sub === target.id
    if (own) await checkOwnPassword(actor, currentPassword, client, now)
    // Cognito first: it sends the code (asked again for the same address, a fresh one). Should the
    // profile write then fail, a code went out for a change nobody waits for, which the retry records.
    await requestEmailChange(target.id, newEmail, own, now)
  }
  const changes: UserChanges = {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(newEmail !== undefined ? { pendingEmail: newEmail } : {}),
  }
  // Before the change: should it fail after this, the user merely signs in again; the other way
  // round, a failure could leave a demoted device signed in.
  if (isDemotion(target, changes)) await endSessions(target.id, now)
  if (Object.keys(changes).length === 0) return target
  // A new name, or new birth facts (they weigh on a match), are screened again, in the same write.
  const after = { ...target, ...changes }
  const rescreen = (['firstName', 'lastName', 'dateOfBirth', 'placeOfBirth'] as const).some((field) => after[field] !== target[field])
  const screening = rescreen ? await screenAccountName(after, now) : undefined
  return updateUser(target, changes, now.toISOString(), screening)
}

/** The owner's current password, checked by a sign-in whose session is thrown away, within the sign-in attempt limits. */
async function checkOwnPassword(actor: Actor, password: string | undefined, client: string, now: Date): Promise<void> {
  if (!password) throw new BadRequestError(EMAIL_CHANGE_MESSAGES.passwordNeeded, { currentPassword: EMAIL_CHANGE_MESSAGES.passwordNeeded })
  const { answer, succeeded } = await checkOwnerPassword(actor, password, 'currentPassword', client, now)
  await succeeded()
  // With two-factor on, Cognito answers a right password with a challenge, which is simply left unanswered.
  if ('refreshToken' in answer && answer.refreshToken) await revokeRefreshToken(answer.refreshToken)
}

/**
 * Finishes the caller's waiting e-mail change with the code sent to the new address: Cognito
 * checks it, the profile (and its e-mail claim) moves to the new address, and every session ends.
 */
export async function confirmEmailChange(actor: Actor, accessToken: string, code: string, now: Date): Promise<User> {
  const user = await viewUser(actor, actor.sub)
  if (!user.pendingEmail) throw new ConflictError(EMAIL_CHANGE_MESSAGES.nothingPending)
  await requireAddressStillFree(user.id, user.pendingEmail)
  // A retry after the profile write failed finds Cognito done (its code is spent by then).
  if (!(await cognitoHasVerifiedEmail(user.id, user.pendingEmail))) await confirmCognitoEmail(accessToken, code)
  // Sessions end before the move: should the move fail, the user signs in again (the old address
  // still works until it succeeds) and the retry finishes it.
  await endSessions(user.id, now)
  return updateUser(user, { email: user.pendingEmail }, now.toISOString())
}

/** A flag taken away: the user's sessions end, so no device keeps what the account no longer has. */
const isDemotion = (before: User, change: UserChanges) =>
  (before.isAdmin && change.isAdmin === false) || (before.superAdmin && change.superAdmin === false) || (before.verified && change.verified === false)

/** Deletes the profile first (the account stops working at once), then the Cognito user. */
export async function deleteUserAccount(actor: Actor, id: string): Promise<void> {
  const target = await viewUser(actor, id)
  allow(canDeleteUser(asFlags(actor), target))
  await deleteUser(target)
  await deleteCognitoUser(target.id)
}

function asFlags(actor: Actor) {
  return { id: actor.sub, isAdmin: actor.isAdmin, superAdmin: actor.superAdmin, verified: actor.verified }
}
