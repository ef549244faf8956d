import { UpdateUserSchema } from '../../../users/update-user-schema'
import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const updateUser = defineRoute('updateUser', {
  method: 'PUT',
  path: '/api/user/{id}',
  auth: 'user',
  area: 'users',
  params: UserIdParamsSchema,
  body: UpdateUserSchema,
  responses: { 200: UserSchema, ...errors, 429: ErrorBodySchema },
})
