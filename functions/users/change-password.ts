import * as userRoutes from '../../shared/api/route-table/users/change-password'
import { CHANGE_PASSWORD_MESSAGES } from '../../shared/users/change-password-schema'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { changeOwnPassword } from '../services/change-password'

// Cognito's ChangePassword needs the access token the wrapper verified.
export const handler = route(userRoutes.changePassword, async ({ actor, token, body, now, clientIp }) => {
  await changeOwnPassword(actor, token, body, now, clientIp)
  return ok({ message: CHANGE_PASSWORD_MESSAGES.changed })
})
