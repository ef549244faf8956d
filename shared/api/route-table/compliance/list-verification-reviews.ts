import { UserIdParamsSchema } from '../../../users/user-id'
import { VerificationReviewsSchema } from '../../../users/verification'
import { defineRoute } from './define-route'

/**
 * Verified staff read every verification review of a user, newest first: who, when, the outcome,
 * the document checked and why. 404 for a user who does not exist.
 */
export const listVerificationReviews = defineRoute('listVerificationReviews', 'GET /api/user/{id}/verifications', {
  auth: 'admin',
  // The profile (a user who does not exist is a 404, not an empty history), then one Query of the
  // user's partition for the reviews' own items.
  access: { table: { get: ['profile'], query: ['verificationDecision'] } },
  params: UserIdParamsSchema,
  responses: { 200: VerificationReviewsSchema },
})
