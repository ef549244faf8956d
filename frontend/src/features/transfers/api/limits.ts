import useSWR from 'swr'
import { getMyLimits } from '../../../../../shared/api/route-table/compliance/get-my-limits'
import type { Limits } from '../../../../../shared/compliance/limits-answer'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

/** The cache key of the limits: their URL, per viewer (other screens revalidate it by URL). */
export const LIMITS_URL = apiUrl(getMyLimits, {})

/** `GET /api/limits`: the signed-in sender's limits and what is left (issue 17). */
export function useMyLimits() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<Limits, Error>(viewer ? [LIMITS_URL, viewer] : null, () => call(getMyLimits, {}), { revalidateOnFocus: false })
}
