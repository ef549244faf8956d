import { TwoFactorSignInSchema } from '../../../auth/two-factor'
import { SignInAnswerSchema } from '../../../users/user'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/** The second step of a sign-in with two-factor on: the challenge from POST /api/user/login and a code; wrong codes count toward the lockout. */
export const verifyTwoFactorSignIn = defineRoute('verifyTwoFactorSignIn', 'POST /api/user/login/two-factor', {
  auth: 'public',
  // The code step of a sign-in with two-factor on: the attempt windows and known device, the e-mail claim, the session and its first access token, a device token.
  access: {
    table: {
      get: ['loginDevice', 'emailClaim', 'profile'],
      put: [...SIGN_IN_ATTEMPTS, 'loginDevice', 'session', 'accessToken'],
      update: [...SIGN_IN_ATTEMPTS, 'signInChallenge', 'profile'],
      delete: ['loginClientFailures', 'signInChallenge'],
    },
    // AdminGetUser: Cognito's settings against the profile's before the session starts (services/cognito-drift.ts).
    cognito: ['respondToChallenge', 'readUsers'],
  },
  body: TwoFactorSignInSchema,
  responses: { 200: SignInAnswerSchema, 429: ErrorBodySchema },
})
