import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { customerRoutes } from '../../shared/api/route-table/customers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listTransfersFor, scopeFor } from '../services/transfers'

/** The caller's own transfers (also where the wizard's saved recipients come from). */
export const handler = route(customerRoutes.listMyCustomers, async ({ actor, query }) =>
  ok(await listTransfersFor(scopeFor(actor, false), { ...query, limit: query.limit ?? DEFAULT_PAGE_SIZE })),
)
