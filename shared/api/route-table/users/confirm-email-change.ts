import { ConfirmEmailChangeSchema } from '../../../users/update-user-schema'
import { UserSchema } from '../../../users/user'
import { defineRoute } from './define-route'

/**
 * The signed-in user finishes an e-mail change (their own, or one staff asked for) with the code
 * sent to the new address; every session then ends, and the user signs in with the new address.
 */
export const confirmEmailChange = defineRoute('confirmEmailChange', 'POST /api/user/me/email/confirm', {
  auth: 'user',
  // VerifyUserAttribute is a client API authorised by the user's access token (no IAM); AdminGetUser
  // tells a retry that Cognito has the address already and, with the new address's e-mail claim,
  // that no other account or sign-up holds it; the session cut-off, then the profile and its e-mail claim move.
  access: {
    table: { get: ['profile', 'emailClaim'], update: ['profile'], put: ['emailClaim'], delete: ['emailClaim'] },
    cognito: ['readUsers'],
  },
  body: ConfirmEmailChangeSchema,
  responses: { 200: UserSchema },
})
