import * as z from 'zod/mini'
import { ULID_PATTERN } from '../api/ulid'
import { hasHiddenCharacters } from '../text/safe-text'

/**
 * Verification is a review: verified staff read the user's documents beside
 * their identity details and record an outcome, the document they checked and, for a refusal, the
 * reason the user reads. Rules and messages live here once; the server applies them.
 */
const VERIFICATION_OUTCOMES = ['verified', 'refused'] as const
type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number]

/** Where a user stands: verified, refused at their last review, or never reviewed (or waiting again). */
export type VerificationStatus = VerificationOutcome | 'unverified'

export const VERIFICATION_REASON_MAX_LENGTH = 500

export const VERIFICATION_MESSAGES = {
  outcomeRequired: 'Choose verified or refused',
  documentRequired: 'Choose the document you checked',
  documentNotFound: "The document checked must be one of this user's uploaded documents",
  reasonRequired: 'Give the reason the user will read',
  reasonTooLong: `The reason can be at most ${VERIFICATION_REASON_MAX_LENGTH} characters`,
  reasonHidden: 'Remove invisible or text-direction characters from the reason',
  /** PUT /api/user/{id} no longer changes `verified`: the review does. */
  useReview: "Verification is a review: open the user's documents and record the outcome with POST /api/user/{id}/verification",
} as const

/** POST /api/user/{id}/verification: the reviewer's decision. */
export const VerificationDecisionBodySchema = z
  .object({
    outcome: z.enum(VERIFICATION_OUTCOMES, { error: VERIFICATION_MESSAGES.outcomeRequired }),
    documentId: z.optional(z.string(VERIFICATION_MESSAGES.documentRequired).check(z.regex(ULID_PATTERN, VERIFICATION_MESSAGES.documentNotFound))),
    reason: z.optional(
      z.string(VERIFICATION_MESSAGES.reasonRequired).check(
        z.trim(),
        z.maxLength(VERIFICATION_REASON_MAX_LENGTH, VERIFICATION_MESSAGES.reasonTooLong),
        z.refine((text) => !hasHiddenCharacters(text, { lines: true }), VERIFICATION_MESSAGES.reasonHidden),
      ),
    ),
  })
  .check(
    z.refine((body) => body.outcome !== 'verified' || body.documentId !== undefined, {
      error: VERIFICATION_MESSAGES.documentRequired,
      path: ['documentId'],
    }),
    z.refine((body) => body.outcome !== 'refused' || (body.reason ?? '') !== '', {
      error: VERIFICATION_MESSAGES.reasonRequired,
      path: ['reason'],
    }),
  )
export type VerificationDecisionBody = z.output<typeof VerificationDecisionBodySchema>

/**
 * The last review, kept on the profile: who, when, the outcome, the document checked and the reason
 * (a refusal's, which the user reads; a verification's optional note). Each review is also kept as
 * its own item in the user's partition, never edited: the timeline.
 */
export const VerificationReviewSchema = z.object({
  outcome: z.enum(VERIFICATION_OUTCOMES),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  documentId: z.optional(z.string()),
  /** The checked document's name when it was checked (staff read it; the id stays the reference). */
  documentName: z.optional(z.string()),
  reason: z.optional(z.string()),
})
export type VerificationReview = z.infer<typeof VerificationReviewSchema>

/**
 * GET /api/user/{id}/verifications: every review of the user, newest first. No cursor: a user has a
 * handful of reviews, read whole (at most 50, the newest, functions/store/verification-store.ts).
 */
export const VerificationReviewsSchema = z.object({ items: z.array(VerificationReviewSchema) })

/**
 * Where a user stands. `verified` is the flag the limits read; a refusal is the last review's
 * outcome while the flag is off. Derived, not stored twice, so the two never disagree.
 */
export function verificationStatusOf(user: {
  verified: boolean
  verificationReview?: Pick<VerificationReview, 'outcome'> | undefined
}): VerificationStatus {
  if (user.verified) return 'verified'
  return user.verificationReview?.outcome === 'refused' ? 'refused' : 'unverified'
}

/** The review as recorded, from the decision, the reviewer and the time (the reason trimmed; an empty note left out). */
export function reviewOf(body: VerificationDecisionBody, by: { id: string; name: string }, at: string, documentName?: string): VerificationReview {
  return {
    outcome: body.outcome,
    by: by.id,
    byName: by.name,
    at,
    ...(body.documentId !== undefined ? { documentId: body.documentId } : {}),
    ...(body.documentId !== undefined && documentName ? { documentName } : {}),
    ...(body.reason ? { reason: body.reason } : {}),
  }
}

/** One user waiting for verification: uploads since their last review (or never reviewed), not verified; oldest upload first. */
const WaitingVerificationSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When the first document since the last review was uploaded (accepted). */
  waitingSince: z.string(),
  /** The last review, when there was one (a refusal they answered with a new upload). */
  verificationReview: z.optional(VerificationReviewSchema),
})
export type WaitingVerification = z.infer<typeof WaitingVerificationSchema>

export const WaitingVerificationsPageSchema = z.object({
  items: z.array(WaitingVerificationSchema),
  nextCursor: z.optional(z.string()),
})
