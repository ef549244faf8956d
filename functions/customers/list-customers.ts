import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { customerRoutes } from '../../shared/api/route-table/customers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listTransfersFor, scopeFor } from '../services/transfers'

/** The Customer Dashboard list: staff see every transfer, anyone else their own. */
export const handler = route(customerRoutes.listCustomers, async ({ actor, query }) =>
  ok(await listTransfersFor(scopeFor(actor, true), { ...query, limit: query.limit ?? DEFAULT_PAGE_SIZE })),
)
