import { TwoFactorSetupSchema } from '../../../auth/two-factor'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/** Starts enrolling an authenticator app: Cognito makes a new secret (AssociateSoftwareToken); nothing is on until it is confirmed. */
export const startTwoFactorSetup = defineRoute('startTwoFactorSetup', {
  method: 'POST',
  path: '/api/user/me/two-factor/setup',
  auth: 'user',
  area: 'users',
  // AssociateSoftwareToken is a client API authorised by the user's access token (no IAM).
  access: {},
  responses: { 200: TwoFactorSetupSchema, ...errors, 429: ErrorBodySchema },
})
