import * as userRoutes from '../../shared/api/route-table/users/confirm-email-change'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { confirmEmailChange } from '../services/accounts'

// Cognito's VerifyUserAttribute needs the caller's own Cognito access token, which the session keeps server-side.
export const handler = route(userRoutes.confirmEmailChange, async ({ actor, cognitoAccessToken, body, now }) =>
  ok(await confirmEmailChange(actor, cognitoAccessToken, body.code, now)),
)
