import * as workRoutes from '../../shared/api/route-table/work/list-payout-batches'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listBatchesFor } from '../services/payout-batches'

export const handler = route(workRoutes.listPayoutBatches, async ({ actor, query }) => ok(await listBatchesFor(actor, query)))
