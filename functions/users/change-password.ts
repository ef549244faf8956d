import * as userRoutes from '../../shared/api/route-table/users/change-password'
import { CHANGE_PASSWORD_MESSAGES } from '../../shared/users/change-password-schema'
import { UnauthorizedError } from '../lib/errors'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { changeOwnPassword } from '../services/change-password'

export const handler = route(userRoutes.changePassword, async ({ actor, body, headers, now }) => {
  // The wrapper has verified this bearer token; Cognito's ChangePassword needs it as well.
  const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1]
  if (!token) throw new UnauthorizedError()
  await changeOwnPassword(actor, token, body, now)
  return ok({ message: CHANGE_PASSWORD_MESSAGES.changed })
})
