import { IdentityAnswerSchema } from '../../../compliance/identity'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from './define-route'

/** A user's identity details: their own (number masked) or, for staff, anyone's whole. */
export const getIdentity = defineRoute('getIdentity', 'GET /api/user/{id}/identity', {
  auth: 'user',
  // Staff also see the owner's profile screening.
  access: { table: { get: ['identity', 'profile'] } },
  params: UserIdParamsSchema,
  responses: { 200: IdentityAnswerSchema },
})
