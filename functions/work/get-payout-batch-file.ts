import * as workRoutes from '../../shared/api/route-table/work/get-payout-batch-file'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { batchFileFor } from '../services/payout-batches'

// Recorded before it is answered: a download nobody can account for is what the audit event is for.
export const handler = route(workRoutes.getPayoutBatchFile, async ({ actor, params, now }) => ok(await batchFileFor(actor, params.id, now)))
