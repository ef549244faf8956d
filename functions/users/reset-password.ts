import * as userRoutes from '../../shared/api/route-table/users/reset-password'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { BadRequestError } from '../lib/errors'
import { INVALID_CODE_MESSAGE, resetPasswordWithCode } from '../services/cognito-users'
import { clearFailedLogins } from '../store/login-attempts'
import { endSessions } from '../store/sessions'
import { findUserIdByEmail } from '../store/users-store'

export const handler = route(userRoutes.resetPassword, async ({ body, now, clientIp }) => {
  // By subject, from our e-mail claim: an address only waiting in an e-mail change resets nothing.
  const sub = await findUserIdByEmail(body.email)
  if (!sub) throw new BadRequestError(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE })
  await resetPasswordWithCode(sub, body.code, body.password)
  // Whoever held a session of this account (the reason for a reset, often) holds it no longer.
  await endSessions(sub, now)
  // A proven owner of the address is no longer locked out. The password is changed (the code is
  // spent) whatever happens here: a lockout left behind expires on its own within 15 minutes.
  await clearFailedLogins({ email: body.email, client: clientIp }).catch(() => undefined)
  return ok({ message: 'Your password has been changed. You can sign in now.' })
})
