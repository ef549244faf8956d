import useSWR from 'swr'
import { getMyLimits } from '../../../../../shared/api/route-table/compliance/get-my-limits'
import type { Limits } from '../../../../../shared/compliance/limits-answer'
import { apiUrl } from '../../../lib/api-client'
import { viewerKey } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

/** The limits' URL: their cache key's, per viewer (other screens revalidate them by it). */
const LIMITS_URL = apiUrl(getMyLimits, {})

/** `GET /api/limits`: the signed-in sender's limits and what is left (issue 17). */
export function useMyLimits() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<Limits, Error>(viewerKey(LIMITS_URL, viewer), () => call(getMyLimits, {}), { revalidateOnFocus: false })
}
