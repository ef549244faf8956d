import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { getDailyTransferStats as getDailyTransferStatsRoute } from '../../../../../shared/api/route-table/transfers/get-daily-transfer-stats'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { cacheKeys } from '../../../lib/cache-keys'

export type DailyStats = SuccessOf<typeof getDailyTransferStatsRoute>

/** Staff's chart: everyone's transfers per UTC day for the last `days` days; `enabled` false makes no request. */
export function useDailyStats(days: number, enabled: boolean) {
  const call = useAuthedCall()
  const { user } = useSession()
  const query = { days }
  return useSWR<DailyStats, Error>(enabled ? cacheKeys.transfers.dailyStats(user?.id, days) : null, () => call(getDailyTransferStatsRoute, { query }))
}
