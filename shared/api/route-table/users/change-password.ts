import { ChangePasswordSchema } from '../../../users/change-password-schema'
import { MessageSchema } from '../../../users/user'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/** Profile Settings: the signed-in user's own password, given the current one. */
export const changePassword = defineRoute('changePassword', 'POST /api/user/change-password', {
  auth: 'user',
  // ChangePassword is a client API authorised by the user's Cognito access token, which the session keeps server-side (no
  // IAM); the attempt windows, the session cut-off.
  access: { table: { put: SIGN_IN_ATTEMPTS, update: [...SIGN_IN_ATTEMPTS, 'profile'], delete: ['loginClientFailures'] } },
  body: ChangePasswordSchema,
  responses: { 200: MessageSchema, 429: ErrorBodySchema },
})
