import useSWR from 'swr'
import { getMyLimits } from '../../../../../shared/api/route-table/compliance/get-my-limits'
import type { Limits } from '../../../../../shared/compliance/limits-answer'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

/** `GET /api/limits`: the signed-in sender's limits and what is left. */
export function useMyLimits() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<Limits, Error>(cacheKeys.limits(viewer), () => call(getMyLimits, {}), { revalidateOnFocus: false })
}
