import * as userRoutes from '../../shared/api/route-table/users/confirm-email-change'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { confirmEmailChange } from '../services/accounts'

// Cognito's VerifyUserAttribute needs the caller's own access token, which the wrapper verified.
export const handler = route(userRoutes.confirmEmailChange, async ({ actor, token, body, now }) =>
  ok(await confirmEmailChange(actor, token, body.code, now)),
)
