import * as transferRoutes from '../../shared/api/route-table/transfers/list-transfers'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { dashboardListFor, listTransfersFor, ownScope } from '../services/transfer-queries'

/**
 * The Customer Dashboard list: staff see every transfer, anyone else their own. Most callers are
 * customers, so their own page is read ahead; for staff that read is dropped and everyone's is read,
 * each row naming its sender (their profiles read in one batch).
 */
export const handler = route(transferRoutes.listTransfers, {
  readAhead: ({ sub, query }) => listTransfersFor(ownScope(sub), query),
  handle: async ({ actor, query, ahead }) =>
    ok(await dashboardListFor(actor, isVerifiedStaff(actor) ? await listTransfersFor({ kind: 'all' }, query) : await ahead)),
})
