import * as userRoutes from '../../shared/api/route-table/users/reset-password'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { resetPassword } from '../services/password-reset'

export const handler = route(userRoutes.resetPassword, async ({ body, now, clientIp }) => {
  await resetPassword(body, clientIp, now)
  return ok({ message: 'Your password has been changed. You can sign in now.' })
})
