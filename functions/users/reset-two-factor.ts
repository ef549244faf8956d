import * as userRoutes from '../../shared/api/route-table/users/reset-two-factor'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { resetTwoFactor } from '../services/two-factor'

export const handler = route(userRoutes.resetTwoFactor, async ({ actor, params, body, now }) =>
  ok(await resetTwoFactor(actor, params.id, body.reason, now)),
)
