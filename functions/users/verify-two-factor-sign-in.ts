import * as userRoutes from '../../shared/api/route-table/users/verify-two-factor-sign-in'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { finishTwoFactorSignIn } from '../services/accounts'
import { countingSignInFailures } from '../services/business-metrics'

export const handler = route(userRoutes.verifyTwoFactorSignIn, async ({ body, now, clientIp }) =>
  ok(
    await countingSignInFailures(
      finishTwoFactorSignIn(
        {
          email: body.email,
          client: clientIp,
          challenge: body.challenge,
          code: body.code,
          ...(body.deviceToken ? { deviceToken: body.deviceToken } : {}),
        },
        now,
      ),
    ),
  ),
)
