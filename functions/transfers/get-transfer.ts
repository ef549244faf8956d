import * as transferRoutes from '../../shared/api/route-table/transfers/get-transfer'
import { config } from '../lib/config'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { readTransferWithHistory, transferFor } from '../services/transfers'

export const handler = route(transferRoutes.getTransfer, {
  readAhead: ({ params }) => readTransferWithHistory(params.id),
  handle: async ({ actor, ahead }) => ok({ ...transferFor(actor, await ahead), regulator: config().REGULATOR }),
})
