import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from './define-route'

export const getUser = defineRoute('getUser', 'GET /api/user/{id}', {
  auth: 'user',
  access: { table: { get: ['profile'] } },
  params: UserIdParamsSchema,
  responses: { 200: UserSchema },
})
