import { ChangePasswordSchema } from '../../../users/change-password-schema'
import { MessageSchema } from '../../../users/user'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/** Profile Settings: the signed-in user's own password, given the current one. */
export const changePassword = defineRoute('changePassword', {
  method: 'POST',
  path: '/api/user/change-password',
  auth: 'user',
  area: 'users',
  body: ChangePasswordSchema,
  responses: { 200: MessageSchema, ...errors, 429: ErrorBodySchema },
})
