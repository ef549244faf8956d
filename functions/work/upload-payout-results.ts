import * as workRoutes from '../../shared/api/route-table/work/upload-payout-results'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { applyResultsFor } from '../services/payout-batches'

export const handler = route(workRoutes.uploadPayoutResults, async ({ actor, params, body, now }) =>
  ok(await applyResultsFor(actor, params.id, body.csv, now)),
)
