import { LoginSchema } from '../../../auth/login-schema'
import { PasswordSignInAnswerSchema } from '../../../users/user'
import { SANCTIONS_SCREENING, SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const logIn = defineRoute('logIn', 'POST /api/user/login', {
  auth: 'public',
  // The attempt windows and the known device; the e-mail claim, or the waiting sign-up its code finishes (screened,
  // then profile + claim written and the waiting item deleted in one transaction); the session and its first access token; a new device token.
  // AdminGetUser: a retried confirmation finds Cognito done, and Cognito's two-factor setting and e-mail are compared
  // with the profile's before a session starts (services/cognito-drift.ts; a difference ends every session: the profile's cut-off).
  access: {
    table: {
      get: ['loginDevice', 'emailClaim', 'pendingSignUp', 'profile', ...SANCTIONS_SCREENING.get],
      query: SANCTIONS_SCREENING.query,
      put: [...SIGN_IN_ATTEMPTS, 'loginDevice', 'session', 'accessToken', 'profile', 'emailClaim', 'signInChallenge'],
      update: [...SIGN_IN_ATTEMPTS, 'profile'],
      delete: ['loginClientFailures', 'pendingSignUp'],
    },
    // A factor Cognito asks for that the profile does not record is turned off (AdminSetUserMFAPreference: services/cognito-drift.ts).
    cognito: ['signIn', 'readUsers', 'manageMfa'],
  },
  body: LoginSchema,
  responses: { 200: PasswordSignInAnswerSchema, 429: ErrorBodySchema },
})
