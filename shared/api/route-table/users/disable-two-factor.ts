import { DisableTwoFactorSchema } from '../../../auth/two-factor'
import { UserSchema } from '../../../users/user'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

/** Turns two-factor sign-in off, with the password and a current code (within the sign-in attempt limits). */
export const disableTwoFactor = defineRoute('disableTwoFactor', {
  method: 'POST',
  path: '/api/user/me/two-factor/disable',
  auth: 'user',
  area: 'users',
  body: DisableTwoFactorSchema,
  responses: { 200: UserSchema, ...errors, 429: ErrorBodySchema },
})
