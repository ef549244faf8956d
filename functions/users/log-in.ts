import * as userRoutes from '../../shared/api/route-table/users/log-in'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { signIn } from '../services/accounts'
import { countingSignInFailures } from '../services/business-metrics'

export const handler = route(userRoutes.logIn, async ({ body, now, clientIp }) =>
  ok(
    await countingSignInFailures(
      signIn(
        {
          email: body.email,
          password: body.password,
          client: clientIp,
          ...(body.deviceToken ? { deviceToken: body.deviceToken } : {}),
          ...(body.code ? { code: body.code } : {}),
        },
        now,
      ),
    ),
  ),
)
