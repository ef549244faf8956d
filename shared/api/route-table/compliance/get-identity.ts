import { IdentityAnswerSchema } from '../../../compliance/identity'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** A user's identity details: their own (number masked) or, for staff, anyone's whole. */
export const getIdentity = defineRoute('getIdentity', {
  method: 'GET',
  path: '/api/user/{id}/identity',
  auth: 'user',
  area: 'compliance',
  // Staff also see the owner's profile screening.
  access: { table: { get: ['identity', 'profile'] } },
  params: UserIdParamsSchema,
  responses: { 200: IdentityAnswerSchema, ...errors },
})
