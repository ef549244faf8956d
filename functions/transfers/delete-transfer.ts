import * as transferRoutes from '../../shared/api/route-table/transfers/delete-transfer'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { archiveTransferFor } from '../services/transfer-edits'

export const handler = route(transferRoutes.deleteTransfer, async ({ actor, params, now }) => {
  await archiveTransferFor(actor, params.id, now)
  return noContent()
})
