import { PayoutBatchPage } from '../../../features/work/components/payout-batch-page'

/** /dashboard/payouts/batches/:id, one payout batch (verified staff; the API refuses others). */
export default function PayoutBatchRoute() {
  return <PayoutBatchPage />
}
