import { ConfirmTwoFactorSchema } from '../../../auth/two-factor'
import { SessionSchema } from '../../../users/user'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Confirms the enrolment with the password and a first code (VerifySoftwareToken) and turns
 * two-factor sign-in on; every session ends, and the caller's tab gets a new one (the answer).
 */
export const confirmTwoFactorSetup = defineRoute('confirmTwoFactorSetup', 'POST /api/user/me/two-factor/confirm', {
  auth: 'user',
  // The password by a throwaway sign-in within the attempt windows, whose own token asks VerifySoftwareToken (a
  // client API); the cut-off on the profile ends every session; a new session (its items, the drift check's
  // AdminGetUser) for the caller; AdminSetUserMFAPreference turns the factor on; the profile records it.
  access: {
    table: {
      get: ['profile'],
      put: [...SIGN_IN_ATTEMPTS, 'session', 'accessToken'],
      update: [...SIGN_IN_ATTEMPTS, 'profile'],
      delete: ['loginClientFailures'],
    },
    cognito: ['signIn', 'readUsers', 'manageMfa'],
  },
  body: ConfirmTwoFactorSchema,
  responses: { 200: SessionSchema, 429: ErrorBodySchema },
})
