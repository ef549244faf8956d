import { Overview } from '../../../features/transfers/components/overview'

/** Spec 2.6: /dashboard, the overview. */
export default function OverviewRoute() {
  return <Overview />
}
