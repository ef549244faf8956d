import { PayoutsPage } from '../../../features/work/components/payouts-page'

/** /dashboard/payouts, the payout queues (verified staff; the API refuses others). */
export default function PayoutsRoute() {
  return <PayoutsPage />
}
