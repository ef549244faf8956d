import { ConfirmTwoFactorSchema } from '../../../auth/two-factor'
import { UserSchema } from '../../../users/user'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/** Confirms the enrolment with a first code (VerifySoftwareToken) and turns two-factor sign-in on. */
export const confirmTwoFactorSetup = defineRoute('confirmTwoFactorSetup', {
  method: 'POST',
  path: '/api/user/me/two-factor/confirm',
  auth: 'user',
  area: 'users',
  // VerifySoftwareToken and SetUserMFAPreference are client APIs (the user's access token); the profile records it.
  access: { table: { get: ['profile'], update: ['profile'] } },
  body: ConfirmTwoFactorSchema,
  responses: { 200: UserSchema, ...errors, 429: ErrorBodySchema },
})
