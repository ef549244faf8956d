import * as workRoutes from '../../shared/api/route-table/work/create-payout-batch'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createBatch } from '../services/payout-batches'

export const handler = route(workRoutes.createPayoutBatch, async ({ actor, body, now }) => created(await createBatch(actor, body, now)))
