import { RefreshTokenBodySchema } from '../../../auth/refresh-token-body'
import { RefreshedSessionSchema } from '../../../users/user'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const refreshSession = defineRoute('refreshSession', {
  method: 'POST',
  path: '/api/user/refresh',
  auth: 'public',
  area: 'users',
  // The profile's cut-off and the session (read together); the session's current token, or forgetting an ended one.
  // AdminGetUser: Cognito's two-factor setting and e-mail against the profile's (services/cognito-drift.ts), whose
  // difference ends every session (the profile's cut-off).
  access: { table: { get: ['profile', 'session'], update: ['session', 'profile'], delete: ['session'] }, cognito: ['readUsers'] },
  body: RefreshTokenBodySchema,
  responses: { 200: RefreshedSessionSchema, ...errors },
})
