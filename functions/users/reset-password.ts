import { userRoutes } from '../../shared/api/route-table/users'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { resetPasswordWithCode } from '../services/cognito-users'
import { clearFailedLogins } from '../store/login-attempts'

export const handler = route(userRoutes.resetPassword, async ({ body }) => {
  await resetPasswordWithCode(body.email, body.code, body.password)
  // A proven owner of the address is no longer locked out.
  await clearFailedLogins(body.email)
  return ok({ message: 'Your password has been changed. You can sign in now.' })
})
