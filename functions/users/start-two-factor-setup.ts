import * as userRoutes from '../../shared/api/route-table/users/start-two-factor-setup'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { startTwoFactorSetup } from '../services/two-factor'

export const handler = route(userRoutes.startTwoFactorSetup, async ({ actor, body, now, clientIp }) =>
  ok(await startTwoFactorSetup(actor, body.password, clientIp, now)),
)
