import * as transferRoutes from '../../shared/api/route-table/transfers/update-transfer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateTransferFor } from '../services/transfer-edits'

export const handler = route(transferRoutes.updateTransfer, async ({ actor, params, body, now }) =>
  ok(await updateTransferFor(actor, params.id, body, now)),
)
