import { DisableTwoFactorSchema } from '../../../auth/two-factor'
import { UserSchema } from '../../../users/user'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/** Turns two-factor sign-in off, with the password and a current code (within the sign-in attempt limits). */
export const disableTwoFactor = defineRoute('disableTwoFactor', 'POST /api/user/me/two-factor/disable', {
  auth: 'user',
  // Password and code are checked by a throwaway sign-in within the attempt windows; then the factor goes and the profile says so.
  access: {
    table: { get: ['profile'], put: SIGN_IN_ATTEMPTS, update: [...SIGN_IN_ATTEMPTS, 'profile'], delete: ['loginClientFailures'] },
    cognito: ['signIn', 'respondToChallenge', 'manageMfa'],
  },
  body: DisableTwoFactorSchema,
  responses: { 200: UserSchema, 429: ErrorBodySchema },
})
