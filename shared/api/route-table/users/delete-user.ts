import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteUser = defineRoute('deleteUser', {
  method: 'DELETE',
  path: '/api/user/{id}',
  auth: 'user',
  area: 'users',
  params: UserIdParamsSchema,
  responses: { 204: NoContent, ...errors },
})
