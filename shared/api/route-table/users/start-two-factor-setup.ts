import { StartTwoFactorSchema, TwoFactorSetupSchema } from '../../../auth/two-factor'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Starts enrolling an authenticator app, with the current password: Cognito makes a new secret
 * (AssociateSoftwareToken); nothing is on until it is confirmed.
 */
export const startTwoFactorSetup = defineRoute('startTwoFactorSetup', 'POST /api/user/me/two-factor/setup', {
  auth: 'user',
  // The password is checked by a throwaway sign-in within the attempt windows, whose own access token (never the
  // caller's) asks AssociateSoftwareToken, a client API authorised by that token (no IAM).
  access: {
    table: { put: SIGN_IN_ATTEMPTS, update: SIGN_IN_ATTEMPTS, delete: ['loginClientFailures'] },
    cognito: ['signIn'],
  },
  body: StartTwoFactorSchema,
  responses: { 200: TwoFactorSetupSchema, 429: ErrorBodySchema },
})
