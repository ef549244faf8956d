import { LogOutBodySchema } from '../../../auth/refresh-token-body'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { NoContent } from '../common'

export const logOut = defineRoute('logOut', {
  method: 'POST',
  path: '/api/user/logout',
  auth: 'public',
  area: 'users',
  // The signed-out access token's id on the profile; the session, by its refresh token or found by its access token.
  access: { table: { get: ['profile'], update: ['profile'], query: ['session'], delete: ['session'] } },
  body: LogOutBodySchema,
  responses: { 204: NoContent, 400: ErrorBodySchema },
})
