import * as customerRoutes from '../../shared/api/route-table/customers/get-customer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { readTransferWithHistory, transferFor } from '../services/transfers'

export const handler = route(customerRoutes.getCustomer, {
  readAhead: ({ params }) => readTransferWithHistory(params.id),
  handle: async ({ actor, ahead }) => ok(transferFor(actor, await ahead)),
})
