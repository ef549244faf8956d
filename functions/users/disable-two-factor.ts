import * as userRoutes from '../../shared/api/route-table/users/disable-two-factor'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { disableTwoFactor } from '../services/two-factor'

export const handler = route(userRoutes.disableTwoFactor, async ({ actor, body, now, clientIp }) =>
  ok(await disableTwoFactor(actor, body.password, body.code, clientIp, now)),
)
