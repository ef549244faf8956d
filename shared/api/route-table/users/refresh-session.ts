import { RefreshTokenBodySchema } from '../../../auth/refresh-token-body'
import { RefreshedSessionSchema } from '../../../users/user'
import { defineRoute } from './define-route'

export const refreshSession = defineRoute('refreshSession', 'POST /api/user/refresh', {
  auth: 'public',
  // The session (by its refresh token) and the profile's cut-off; a new access token (its item, and the session's list
  // of them), or an ended session's items deleted. AdminGetUser: Cognito's two-factor
  // setting and e-mail against the profile's (services/cognito-drift.ts), whose difference ends every session (the
  // profile's cut-off).
  access: {
    table: { get: ['profile', 'session'], put: ['accessToken'], update: ['session', 'profile'], delete: ['session', 'accessToken'] },
    cognito: ['readUsers'],
  },
  body: RefreshTokenBodySchema,
  responses: { 200: RefreshedSessionSchema },
})
