import { LogOutBodySchema } from '../../../auth/refresh-token-body'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'
import { NoContent } from '../common'

export const logOut = defineRoute('logOut', 'POST /api/user/logout', {
  auth: 'public',
  // The session, by its refresh token or found through its access token; its items deleted.
  access: { table: { get: ['session', 'accessToken'], delete: ['session', 'accessToken'] } },
  body: LogOutBodySchema,
  responses: { 204: NoContent, 400: ErrorBodySchema },
  commonErrors: false,
})
