import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type DailyStats = SuccessOf<typeof transferRoutes.getDailyTransferStats>

/** Staff's chart: everyone's transfers per UTC day for the last `days` days; `enabled` false makes no request. */
export function useDailyStats(days: number, enabled: boolean) {
  const call = useAuthedCall()
  const { user } = useSession()
  const query = { days }
  return useSWR<DailyStats, Error>(enabled && user ? [apiUrl(transferRoutes.getDailyTransferStats, { query }), user.id] : null, () =>
    call(transferRoutes.getDailyTransferStats, { query }),
  )
}
