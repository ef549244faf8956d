import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const getUser = defineRoute('getUser', {
  method: 'GET',
  path: '/api/user/{id}',
  auth: 'user',
  area: 'users',
  access: { table: { get: ['profile'] } },
  params: UserIdParamsSchema,
  responses: { 200: UserSchema, ...errors },
})
