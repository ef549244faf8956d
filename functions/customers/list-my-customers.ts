import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listTransfersFor, scopeFor } from '../services/transfers'

/** The caller's own transfers (also where the wizard's saved recipients come from). */
export const handler = route(routes.listMyCustomers, async ({ actor, query }) =>
  ok(await listTransfersFor(scopeFor(actor, false), { ...query, limit: query.limit ?? DEFAULT_PAGE_SIZE })),
)
