import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from './define-route'
import { NoContent } from '../common'

export const deleteUser = defineRoute('deleteUser', 'DELETE /api/user/{id}', {
  auth: 'user',
  // The profile first, and its e-mail claim, in one transaction.
  access: { table: { get: ['profile'], delete: ['profile', 'emailClaim'] }, cognito: ['manageUsers'] },
  params: UserIdParamsSchema,
  responses: { 204: NoContent },
})
