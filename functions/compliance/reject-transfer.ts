import * as complianceRoutes from '../../shared/api/route-table/compliance/reject-transfer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { decideHold } from '../services/compliance-review'

export const handler = route(complianceRoutes.rejectTransfer, async ({ actor, params, body, now }) =>
  ok(await decideHold(actor, params.id, 'rejected', body, now)),
)
