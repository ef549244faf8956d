import * as userRoutes from '../../shared/api/route-table/users/log-out'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { verifyAccessToken } from '../lib/token-verifier'
import { revokeRefreshToken } from '../services/cognito-users'
import { revokeAccessToken } from '../store/revoked-tokens'

/**
 * Revokes the refresh token and, when the request still carries a valid access token, that token
 * too, so it cannot be replayed until it expires. Public, so an expired session can still sign out.
 */
export const handler = route(userRoutes.logOut, async ({ body, token, now }) => {
  await revokeRefreshToken(body.refreshToken)
  const verified = token ? await verifyAccessToken(token).catch(() => undefined) : undefined
  if (verified) await revokeAccessToken(verified, now)
  return noContent()
})
