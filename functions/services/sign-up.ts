import { screenAccountName } from './sanctions-screening'
import { EMAIL_NOT_CONFIRMED_CODE, EMAIL_NOT_CONFIRMED_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import type { SignUp } from '../../shared/auth/signup-schema'
import type { User } from '../../shared/users/user'
import { ConflictError, ForbiddenError, UnauthorizedError } from '../lib/errors'
import { getPendingSignUp, putPendingSignUp, type PendingSignUp } from '../store/pending-sign-ups'
import { createUser, dropPendingEmail, findUserIdByEmail, getUser } from '../store/users-store'
import { recordAddressInUse } from '../store/address-in-use'
import {
  cognitoHasVerifiedEmail,
  cognitoSubject,
  confirmCognitoEmail,
  createCognitoUser,
  INVALID_CREDENTIALS_MESSAGE,
  restoreCognitoEmail,
  revokeRefreshToken,
  sendEmailCode,
  setCognitoPassword,
  signInWithPassword,
} from './cognito-users'

/**
 * Sign-up, confirmed by e-mail before the first sign-in.
 *
 * Every valid sign-up gets the same answer, so it tells nobody whether an address has an account:
 * - a new address: a Cognito user (address not verified) and a waiting sign-up holding the
 *   profile; Cognito e-mails a code;
 * - an address waiting for its code: the latest sign-up replaces it (new password and details,
 *   new code), so someone who signed up with another's address cannot keep it from its owner;
 * - an address an account's e-mail change waits for: the change gives way to the sign-up;
 * - an address with an account: nothing changes, and the owner is e-mailed that someone tried it,
 *   with the way to sign in or reset the password: whoever signs up again with their own address
 *   has most likely forgotten the account (functions/store/address-in-use.ts).
 *
 * The first sign-in then finishes it ({@link finishSignUp}). The paths make different Cognito
 * calls, so the handler answers no sooner than a fixed floor (functions/users/sign-up.ts): their
 * times do not tell them apart.
 */
export async function signUp(input: SignUp, now: Date): Promise<void> {
  const owner = await findUserIdByEmail(input.email)
  if (owner) {
    await recordAddressInUse(owner, 'sign-up', now)
    return
  }
  const sub = await cognitoUserFor(input.email, input.password)
  if (!sub) return
  const { email, firstName, lastName, phoneNumber, dateOfBirth, placeOfBirth, street, buildingNumber, city, state, zipCode } = input
  const pending: PendingSignUp = {
    email,
    sub,
    firstName,
    lastName,
    phoneNumber,
    dateOfBirth,
    placeOfBirth,
    address: { street, buildingNumber, city, state, zipCode },
    requestedAt: now.toISOString(),
  }
  await putPendingSignUp(pending, now)
  const tokens = await signInWithPassword(sub, input.password)
  try {
    await sendEmailCode(tokens.accessToken)
  } finally {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken)
  }
}

/**
 * The address's Cognito user with `password`: a new one, or the one a sign-up that never finished
 * (or a crash before its profile) left. An account's e-mail change waiting for its code may hold
 * the address in Cognito (cognito-local moves the alias at once): the address's real owner wins,
 * the change is dropped ({@link releaseWaitingChange}) and fails on confirm, and the sign-up goes on.
 */
async function cognitoUserFor(email: string, password: string): Promise<string | undefined> {
  let existing = await cognitoSubject(email)
  const account = existing ? await getUser(existing.sub) : undefined
  if (account) {
    // The account's own address (its claim not found): nothing changes, as for any account.
    if (account.email === email) return undefined
    await releaseWaitingChange(account, email)
    existing = undefined
  }
  if (!existing) {
    try {
      return await createCognitoUser(email, password, { emailVerified: false })
    } catch (error) {
      // A parallel sign-up of the same address created it first: carry on with that user.
      if (!(error instanceof ConflictError)) throw error
      existing = await cognitoSubject(email)
      if (!existing || (await getUser(existing.sub))) throw error
    }
  }
  await setCognitoPassword(existing.sub, password)
  return existing.sub
}

/**
 * An account's change to `email`, waiting for its code, gives way to the address's real owner:
 * Cognito gives the account its own address back and the profile forgets the change, so the new
 * address is free (the change then fails on confirm).
 */
async function releaseWaitingChange(account: User, email: string): Promise<void> {
  await restoreCognitoEmail(account.id, account.email)
  await dropPendingEmail(account.id, email)
}

export type SignUpOutcome = { sub: string } | { codeSent: true }

/**
 * A password sign-in of an address with no account: the sign-up waiting for its code, if any.
 * The right password without a code has Cognito e-mail a fresh one; with the code, Cognito checks
 * it and the waiting profile becomes the account (with its e-mail claim, in one transaction).
 * No waiting sign-up, a wrong password or a wrong code: the same refusals as any sign-in.
 */
export async function finishSignUp(attempt: { email: string; password: string; code?: string }, now: Date): Promise<SignUpOutcome> {
  const pending = await getPendingSignUp(attempt.email, now)
  if (!pending) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  const tokens = await signInWithPassword(pending.sub, attempt.password)
  try {
    if (attempt.code === undefined) {
      await sendEmailCode(tokens.accessToken)
      return { codeSent: true }
    }
    // A retry after the profile write failed finds Cognito done (its code is spent by then).
    if (!(await cognitoHasVerifiedEmail(pending.sub, pending.email))) await confirmCognitoEmail(tokens.accessToken, attempt.code)
  } finally {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken)
  }
  // The new account holder's name against the sanctions list, kept on the profile for staff.
  const screening = await screenAccountName(pending, now)
  try {
    await createUser(accountOf(pending, now), { settlesSignUp: true, screening })
  } catch (error) {
    // Two confirmations at once: the other one made the account.
    if (!(error instanceof ConflictError) || (await findUserIdByEmail(pending.email)) !== pending.sub) throw error
  }
  return { sub: pending.sub }
}

function accountOf(pending: PendingSignUp, now: Date): User {
  const { sub, requestedAt: _requested, ...profile } = pending
  const time = now.toISOString()
  return { id: sub, ...profile, isAdmin: false, superAdmin: false, verified: false, createdAt: time, updatedAt: time }
}

/** The refusal of a sign-in whose address still waits for its code (a fresh one has just been sent). */
export const emailNotConfirmed = () => new ForbiddenError(EMAIL_NOT_CONFIRMED_MESSAGE, EMAIL_NOT_CONFIRMED_CODE)
