import { RefreshTokenBodySchema } from '../../../auth/refresh-token-body'
import { RefreshedSessionSchema } from '../../../users/user'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const refreshSession = defineRoute('refreshSession', {
  method: 'POST',
  path: '/api/user/refresh',
  auth: 'public',
  area: 'users',
  body: RefreshTokenBodySchema,
  responses: { 200: RefreshedSessionSchema, ...errors },
})
