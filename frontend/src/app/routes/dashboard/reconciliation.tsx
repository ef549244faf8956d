import { ReconciliationPage } from '../../../features/reconciliation/components/reconciliation-page'

/** /dashboard/reconciliation, the ledger's daily reconciliation report (verified staff; the API refuses others). */
export default function ReconciliationRoute() {
  return <ReconciliationPage />
}
