import * as workRoutes from '../../shared/api/route-table/work/get-payout-batch'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { batchDetailFor } from '../services/payout-batches'

export const handler = route(workRoutes.getPayoutBatch, async ({ actor, params }) => ok(await batchDetailFor(actor, params.id)))
