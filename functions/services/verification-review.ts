import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../shared/api/pagination'
import { canToggleVerified, isVerifiedStaff, VERIFY_SELF_DENIED } from '../../shared/auth/permissions'
import type { User } from '../../shared/users/user'
import { reviewOf, type VerificationDecisionBody, type VerificationReview, type WaitingVerification } from '../../shared/users/verification'
import { ForbiddenError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { readOwnersDocument } from '../store/documents-store'
import { requireUser } from '../store/users-store'
import { listVerificationReviews, listWaitingVerifications, recordVerificationReview } from '../store/verification-store'

const QUEUE_STAFF_ONLY = 'Only verified staff can see the uploads waiting for verification'
const HISTORY_STAFF_ONLY = 'Only verified staff can read verification reviews'

const flagsOf = (actor: Actor) => ({ id: actor.sub, isAdmin: actor.isAdmin, superAdmin: actor.superAdmin, verified: actor.verified })

/**
 * A verification review: verified staff, never on their own account (nor, unless
 * a super admin, on a super admin's: the Verified switch's rule, `canToggleVerified`), record the
 * outcome with the document checked and the reason. The owner's e-mail follows from the profile's
 * change on the table stream (services/notifications.ts), once per review.
 */
export async function reviewVerification(actor: Actor, id: string, body: VerificationDecisionBody, now: Date): Promise<User> {
  // Before any read: one's own account is refused whatever it holds.
  if (actor.sub === id) throw new ForbiddenError(VERIFY_SELF_DENIED)
  const target = await requireUser(id)
  const decision = canToggleVerified(flagsOf(actor), target)
  if (!decision.allowed) throw new ForbiddenError(decision.reason)
  // Its name as the reviewer saw it; the transaction checks it is still this user's uploaded document.
  const document = body.documentId !== undefined ? await readOwnersDocument(id, body.documentId) : undefined
  const review = reviewOf(body, { id: actor.sub, name: `${actor.firstName} ${actor.lastName}`.trim() }, now.toISOString(), document?.name)
  // A verified user refused loses what verification gave (staff powers too): their sessions end with it.
  const endSessionsAt = target.verified && review.outcome === 'refused' ? Math.floor(now.getTime() / 1000) : undefined
  return recordVerificationReview(target, review, endSessionsAt)
}

/** The uploads waiting for verification, oldest upload first: who, since when, and their last review if any. */
export async function waitingVerificationsFor(actor: Actor, query: PageQuery): Promise<{ items: WaitingVerification[]; nextCursor?: string }> {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(QUEUE_STAFF_ONLY)
  const page = await listWaitingVerifications(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor)
  const items = page.items.map(({ user, waitingSince }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    waitingSince,
    ...(user.verificationReview ? { verificationReview: user.verificationReview } : {}),
  }))
  return { items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) }
}

/**
 * Every review of a user, newest first: who, when, the outcome, the document checked and why. Read by
 * the verified staff who record reviews; unlike the review itself, one's own account is not refused
 * (reading changes nothing, and staff already read their own profile's last review).
 */
export async function verificationReviewsOf(actor: Actor, id: string): Promise<{ items: VerificationReview[] }> {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(HISTORY_STAFF_ONLY)
  // Side by side: the profile is read only to tell a user who does not exist (404) from one never reviewed.
  const [, items] = await Promise.all([requireUser(id), listVerificationReviews(id)])
  return { items }
}
