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
  body: ConfirmTwoFactorSchema,
  responses: { 200: UserSchema, ...errors, 429: ErrorBodySchema },
})
