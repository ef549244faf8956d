import * as complianceRoutes from '../../shared/api/route-table/compliance/release-transfer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { decideHold } from '../services/compliance-review'

export const handler = route(complianceRoutes.releaseTransfer, async ({ actor, params, body, now }) =>
  ok(await decideHold(actor, params.id, 'released', body, now)),
)
