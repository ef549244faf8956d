import * as userRoutes from '../../shared/api/route-table/users/confirm-two-factor-setup'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { confirmTwoFactorSetup } from '../services/two-factor'

export const handler = route(userRoutes.confirmTwoFactorSetup, async ({ actor, body, now, clientIp }) =>
  ok(await confirmTwoFactorSetup(actor, body.password, body.code, clientIp, now)),
)
