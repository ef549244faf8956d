import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteUser = defineRoute('deleteUser', {
  method: 'DELETE',
  path: '/api/user/{id}',
  auth: 'user',
  area: 'users',
  // The profile first, and its e-mail claim, in one transaction.
  access: { table: { get: ['profile'], delete: ['profile', 'emailClaim'] }, cognito: ['manageUsers'] },
  params: UserIdParamsSchema,
  responses: { 204: NoContent, ...errors },
})
