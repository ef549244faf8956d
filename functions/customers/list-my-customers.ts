import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import * as customerRoutes from '../../shared/api/route-table/customers/list-my-customers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listTransfersFor, ownScope } from '../services/transfers'

/** The caller's own transfers (also where the wizard's saved recipients come from). */
export const handler = route(customerRoutes.listMyCustomers, {
  readAhead: ({ sub, query }) => listTransfersFor(ownScope(sub), { ...query, limit: query.limit ?? DEFAULT_PAGE_SIZE }),
  handle: async ({ ahead }) => ok(await ahead),
})
