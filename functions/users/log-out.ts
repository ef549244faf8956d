import { routes } from '../../shared/api/routes'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { revokeRefreshToken } from '../services/cognito-users'

export const handler = route(routes.logOut, async ({ body }) => {
  await revokeRefreshToken(body.refreshToken)
  return noContent()
})
