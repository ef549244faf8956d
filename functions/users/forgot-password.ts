import * as userRoutes from '../../shared/api/route-table/users/forgot-password'
import { accepted } from '../lib/responses'
import { route } from '../lib/route'
import { requestPasswordReset } from '../services/password-reset'

/** The same answer whether or not the address has an account, so nobody can probe for users. */
const RESET_CODE_SENT_MESSAGE = 'If an account exists for this email, we have sent it a code to reset the password.'

export const handler = route(userRoutes.forgotPassword, async ({ body, now }) => {
  await requestPasswordReset(body.email, now)
  return accepted({ message: RESET_CODE_SENT_MESSAGE })
})
