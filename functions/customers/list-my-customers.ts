import * as customerRoutes from '../../shared/api/route-table/customers/list-my-customers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listTransfersFor, ownScope } from '../services/transfers'

/** The caller's own transfers (also where the wizard's saved recipients come from). */
export const handler = route(customerRoutes.listMyCustomers, {
  readAhead: ({ sub, query }) => listTransfersFor(ownScope(sub), query),
  handle: async ({ ahead }) => ok(await ahead),
})
