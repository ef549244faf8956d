import * as transferRoutes from '../../shared/api/route-table/transfers/cancel-transfer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { cancelTransferFor } from '../services/transfer-cancellation'

export const handler = route(transferRoutes.cancelTransfer, async ({ actor, params, body, now }) =>
  ok(await cancelTransferFor(actor, params.id, body, now)),
)
