import { ResetTwoFactorSchema } from '../../../auth/two-factor'
import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { defineRoute } from './define-route'

/** A super admin turns off another user's two-factor sign-in (a lost phone), with a reason; recorded with who and when. */
export const resetTwoFactor = defineRoute('resetTwoFactor', 'POST /api/user/{id}/two-factor/reset', {
  auth: 'admin',
  access: { table: { get: ['profile'], update: ['profile'] }, cognito: ['manageMfa'] },
  params: UserIdParamsSchema,
  body: ResetTwoFactorSchema,
  responses: { 200: UserSchema },
})
