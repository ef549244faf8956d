import * as ledgerRoutes from '../../shared/api/route-table/ledger/get-reconciliation'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { reconciliationFor } from '../services/ledger-reconciliation'

export const handler = route(ledgerRoutes.getReconciliation, async ({ actor, query }) => ok(await reconciliationFor(actor, query.day)))
