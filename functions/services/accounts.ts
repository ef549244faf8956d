import { EMAIL_TAKEN_MESSAGE, USER_NOT_FOUND_MESSAGE } from '../../shared/users/user-messages'
import type { SignUp } from '../../shared/auth/signup-schema'
import { canDeleteUser, canViewUser, updateDecision, type Decision } from '../../shared/auth/permissions'
import type { Session, User } from '../../shared/users/user'
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'
import type { Actor } from '../store/actors'
import { clearFailedLogins, isLockedOut, LOCKED_MESSAGE, recordFailedLogin } from '../store/login-attempts'
import { createUser, deleteUser, findUserIdByEmail, getUser, updateUser, userFromItem, type UserChanges } from '../store/users-store'
import { changeCognitoEmail, cognitoSubject, createCognitoUser, deleteCognitoUser, signInWithPassword } from './cognito-users'
import { endSessions } from '../store/sessions'
import { startSession } from './sessions'

const ORPHAN_AGE_MS = 5 * 60_000

function allow(decision: Decision): void {
  if (!decision.allowed) throw new ForbiddenError(decision.reason)
}

/**
 * Sign-up (spec 3 payload, already validated): a new unverified user. A Cognito user left by a
 * crash between the two steps of {@link createAccount} (no profile, e-mail unclaimed) is removed
 * when the address signs up again.
 */
export async function signUp(input: SignUp, now: Date): Promise<User> {
  if (await findUserIdByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN_MESSAGE)
  const existing = await cognitoSubject(input.email)
  // Old enough that no sign-up of this address can still be between its two steps.
  const orphaned = existing && now.getTime() - existing.createdAt.getTime() > ORPHAN_AGE_MS && !(await getUser(existing.sub))
  if (orphaned) await deleteCognitoUser(input.email)

  return createAccount(
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      dateOfBirth: input.dateOfBirth,
      placeOfBirth: input.placeOfBirth,
      address: { street: input.street, buildingNumber: input.buildingNumber, city: input.city, state: input.state, zipCode: input.zipCode },
      isAdmin: false,
      superAdmin: false,
      verified: false,
    },
    input.password,
    now,
  )
}

/**
 * Creates the Cognito user, then the profile (with its e-mail claim); if the profile cannot be
 * written the Cognito user is deleted again, so a failure half-way leaves no orphan.
 */
export async function createAccount(profile: Omit<User, 'id' | 'createdAt' | 'updatedAt'>, password: string, now: Date): Promise<User> {
  const id = await createCognitoUser(profile.email, password)
  const time = now.toISOString()
  const user: User = { id, ...profile, createdAt: time, updatedAt: time }
  try {
    await createUser(user)
  } catch (error) {
    await deleteCognitoUser(profile.email)
    throw error
  }
  return user
}

/** Password sign-in with our failed-attempt lockout; answers the spec's signed-in user record. */
export async function signIn(email: string, password: string, now: Date): Promise<Session> {
  if (await isLockedOut(email, now)) throw new TooManyRequestsError(LOCKED_MESSAGE)
  let session
  try {
    session = await startSession(() => signInWithPassword(email, password))
  } catch (error) {
    if (error instanceof UnauthorizedError) await recordFailedLogin(email, now)
    throw error
  }
  await clearFailedLogins(email)
  const { tokens, profileItem } = session
  return {
    ...userFromItem(profileItem),
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000).toISOString(),
  }
}

/** A user as `actor` may see them: themselves, or anyone for staff. Others look absent (404), so ids cannot be probed. */
export async function viewUser(actor: Actor, id: string): Promise<User> {
  const target = await getUser(id)
  if (!target || !canViewUser(asFlags(actor), target).allowed) throw new NotFoundError(USER_NOT_FOUND_MESSAGE)
  return target
}

/** Applies a full edit or a toggle within spec 6's rules; an e-mail change keeps Cognito and the profile in step. */
export async function updateUserAccount(actor: Actor, id: string, change: UserChanges, now: Date): Promise<User> {
  const target = await viewUser(actor, id)
  allow(updateDecision(asFlags(actor), target, change))
  const emailChanges = change.email !== undefined && change.email !== target.email
  if (emailChanges && change.email && (await findUserIdByEmail(change.email))) throw new ConflictError(EMAIL_TAKEN_MESSAGE)
  // Before the change: should it fail after this, the user merely signs in again; the other way
  // round, a failure could leave a demoted device signed in.
  if (emailChanges || isDemotion(target, change)) await endSessions(target.id, now)
  const updated = await updateUser(target, change, now.toISOString())
  if (emailChanges && change.email) {
    try {
      await changeCognitoEmail(target.email, change.email)
    } catch (error) {
      // Put the profile back, every field of the change, so the failed edit leaves nothing behind.
      const undo = Object.fromEntries(Object.keys(change).map((name) => [name, target[name as keyof UserChanges]])) as UserChanges
      await updateUser(updated, undo, new Date().toISOString())
      throw error
    }
  }
  return updated
}

/** A flag taken away: the user's sessions end, so no device keeps what the account no longer has. */
const isDemotion = (before: User, change: UserChanges) =>
  (before.isAdmin && change.isAdmin === false) || (before.superAdmin && change.superAdmin === false) || (before.verified && change.verified === false)

/** Deletes the profile first (the account stops working at once), then the Cognito user. */
export async function deleteUserAccount(actor: Actor, id: string): Promise<void> {
  const target = await viewUser(actor, id)
  allow(canDeleteUser(asFlags(actor), target))
  await deleteUser(target)
  await deleteCognitoUser(target.email)
}

function asFlags(actor: Actor) {
  return { id: actor.sub, isAdmin: actor.isAdmin, superAdmin: actor.superAdmin, verified: actor.verified }
}
