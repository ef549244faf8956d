import { LogOutBodySchema } from '../../../auth/refresh-token-body'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { NoContent } from '../common'

export const logOut = defineRoute('logOut', {
  method: 'POST',
  path: '/api/user/logout',
  auth: 'public',
  area: 'users',
  body: LogOutBodySchema,
  responses: { 204: NoContent, 400: ErrorBodySchema },
})
