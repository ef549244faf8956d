import useSWR from 'swr'
import { getWorkQueues } from '../../../../shared/api/route-table/work/get-work-queues'
import type { WorkQueues } from '../../../../shared/work/work-queues'
import { cacheKeys } from '../../lib/cache-keys'
import { useAuthedCall } from '../../lib/session/authed-call'
import { useSession } from '../../lib/session/session-provider'
import { swrDefaults } from '../../lib/swr-defaults'

/** How often the counts are read again while a staff page is open: new work arrives on its own. */
const REFRESH_MS = 60_000

/**
 * `GET /api/work-queues`: the count of every queue, for verified staff signed in with two-factor
 * (the API's rule for staff routes): nothing is asked for anyone else.
 */
export function useWorkQueues() {
  const call = useAuthedCall()
  const { user, actsAsStaff } = useSession()
  const asks = actsAsStaff && user?.twoFactorEnabled === true
  return useSWR<WorkQueues, Error>(asks ? cacheKeys.workQueues(user.id) : null, () => call(getWorkQueues, {}), {
    ...swrDefaults,
    refreshInterval: REFRESH_MS,
  })
}

/** Every transfer ready to pay out, all queues together. */
export const readyTotal = (queues: WorkQueues): number => queues.ready.reduce((sum, queue) => sum + queue.count, 0)
