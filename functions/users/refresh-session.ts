import * as userRoutes from '../../shared/api/route-table/users/refresh-session'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { refreshSession } from '../services/cognito-users'

export const handler = route(userRoutes.refreshSession, async ({ body, now }) => {
  const tokens = await refreshSession(body.refreshToken)
  return ok({ token: tokens.accessToken, expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000).toISOString() })
})
