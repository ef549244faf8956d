import { routeTable } from '../route-definition'
import { getReconciliation } from './ledger/get-reconciliation'

/** The ledger: its daily reconciliation, read by staff. */
export const ledgerRoutes = routeTable(getReconciliation)
