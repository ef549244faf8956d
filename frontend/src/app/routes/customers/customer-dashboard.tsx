import { TransfersDashboard } from '../../../features/transfers-admin/components/transfers-dashboard'

/** Spec 2.1/2.7: /country/customers and /dashboard/country/customers (signed in). */
export default function CustomerDashboardRoute() {
  return <TransfersDashboard />
}
