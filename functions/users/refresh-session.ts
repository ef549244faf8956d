import * as userRoutes from '../../shared/api/route-table/users/refresh-session'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { refreshKnownSession } from '../services/sessions'

export const handler = route(userRoutes.refreshSession, async ({ body, now }) => {
  const tokens = await refreshKnownSession(body.refreshToken, now)
  return ok({ token: tokens.accessToken, expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000).toISOString() })
})
