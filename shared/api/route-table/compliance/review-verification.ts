import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { VerificationDecisionBodySchema } from '../../../users/verification'
import { defineRoute } from './define-route'

/**
 * Verified staff record a verification review of another user: verified with
 * the document checked, or refused with the reason the user reads. Answers the user as now stored.
 */
export const reviewVerification = defineRoute('reviewVerification', 'POST /api/user/{id}/verification', {
  auth: 'admin',
  // The user's profile (its flag, the review, out of the waiting queue, and its sessions' end when a
  // verified user is refused), the document checked (its name read, and a condition of the same transaction), the
  // review's own item (the timeline).
  access: { table: { get: ['profile', 'document'], update: ['profile'], put: ['verificationDecision'], conditionCheck: ['document'] } },
  params: UserIdParamsSchema,
  body: VerificationDecisionBodySchema,
  responses: { 200: UserSchema },
})
