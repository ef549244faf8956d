import * as claimRoutes from '../../shared/api/route-table/claims/resolve-claim'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { resolveClaimFor } from '../services/claims'

export const handler = route(claimRoutes.resolveClaim, async ({ actor, params, body, now }) =>
  ok(await resolveClaimFor(actor, params.id, params.claimId, body, now)),
)
