import { TwoFactorSignInSchema } from '../../../auth/two-factor'
import { SignInAnswerSchema } from '../../../users/user'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/** The second step of a sign-in with two-factor on: the challenge from POST /api/user/login and a code; wrong codes count toward the lockout. */
export const verifyTwoFactorSignIn = defineRoute('verifyTwoFactorSignIn', {
  method: 'POST',
  path: '/api/user/login/two-factor',
  auth: 'public',
  area: 'users',
  body: TwoFactorSignInSchema,
  responses: { 200: SignInAnswerSchema, ...errors, 429: ErrorBodySchema },
})
