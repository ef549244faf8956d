import * as userRoutes from '../../shared/api/route-table/users/change-password'
import { CHANGE_PASSWORD_MESSAGES } from '../../shared/users/change-password-schema'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { changeOwnPassword } from '../services/change-password'

// Cognito's ChangePassword needs the user's own Cognito access token, which the session keeps server-side.
export const handler = route(userRoutes.changePassword, async ({ actor, cognitoAccessToken, body, now, clientIp }) => {
  await changeOwnPassword(actor, cognitoAccessToken, body, now, clientIp)
  return ok({ message: CHANGE_PASSWORD_MESSAGES.changed })
})
