import * as userRoutes from '../../shared/api/route-table/users/confirm-two-factor-setup'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { confirmTwoFactorSetup } from '../services/two-factor'

export const handler = route(userRoutes.confirmTwoFactorSetup, async ({ actor, token, body, now }) =>
  ok(await confirmTwoFactorSetup(actor, token, body.code, now)),
)
