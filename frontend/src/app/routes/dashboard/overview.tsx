import { Overview } from '../../../features/my-transfers/components/overview'

/** Spec 2.6: /dashboard, the overview. */
export default function OverviewRoute() {
  return <Overview />
}
