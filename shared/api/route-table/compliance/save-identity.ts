import { IdentityAnswerSchema, IdentityDetailsSchema, identityDetailsAt } from '../../../compliance/identity'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from './define-route'

/** The caller saves their own identity details (Profile Settings); an expired document is refused. */
export const saveIdentity = defineRoute('saveIdentity', 'PUT /api/user/{id}/identity', {
  auth: 'user',
  access: { table: { put: ['identity'] } },
  params: UserIdParamsSchema,
  body: IdentityDetailsSchema,
  bodyAt: ({ now }) => identityDetailsAt(now.getTime()),
  responses: { 200: IdentityAnswerSchema },
})
