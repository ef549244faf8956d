import { LogOutBodySchema } from '../../../auth/refresh-token-body'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { NoContent } from '../common'

export const logOut = defineRoute('logOut', {
  method: 'POST',
  path: '/api/user/logout',
  auth: 'public',
  area: 'users',
  // The session, by its refresh token or found through its access token; its items deleted.
  access: { table: { get: ['session', 'accessToken'], delete: ['session', 'accessToken'] } },
  body: LogOutBodySchema,
  responses: { 204: NoContent, 400: ErrorBodySchema },
})
