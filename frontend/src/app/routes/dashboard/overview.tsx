import { Overview } from '../../../features/my-transfers/components/overview'
import { WorkQueuesCard } from '../../../features/work/components/work-queues-card'
import { useSession } from '../../../lib/session/session-provider'

/** Spec 2.6: /dashboard, the overview; verified staff's home starts with what needs them today
 * (staff without two-factor sign-in see the enrolment prompt on the staff pages instead). */
export default function OverviewRoute() {
  const { actsAsStaff, user } = useSession()
  return (
    <>
      {actsAsStaff && user?.twoFactorEnabled === true ? <WorkQueuesCard /> : null}
      <Overview />
    </>
  )
}
