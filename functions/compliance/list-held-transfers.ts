import * as complianceRoutes from '../../shared/api/route-table/compliance/list-held-transfers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listHeldTransfersFor } from '../services/compliance-review'

export const handler = route(complianceRoutes.listHeldTransfers, async ({ actor, query }) => ok(await listHeldTransfersFor(actor, query)))
