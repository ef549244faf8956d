import * as transferRoutes from '../../shared/api/route-table/transfers/get-transfer'
import { config } from '../lib/config'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { readTransferWithTrail, transferFor } from '../services/transfer-queries'

export const handler = route(transferRoutes.getTransfer, {
  readAhead: ({ params }) => readTransferWithTrail(params.id),
  handle: async ({ actor, ahead }) => ok({ ...(await transferFor(actor, await ahead)), regulator: config().REGULATOR }),
})
