import * as transferRoutes from '../../shared/api/route-table/transfers/list-my-transfers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listAsSeenBy, listTransfersFor, ownScope } from '../services/transfer-queries'

/** The caller's own transfers (also where the wizard's saved recipients come from). */
export const handler = route(transferRoutes.listMyTransfers, {
  readAhead: ({ sub, query }) => listTransfersFor(ownScope(sub), query),
  handle: async ({ actor, ahead }) => ok(listAsSeenBy(actor, await ahead)),
})
