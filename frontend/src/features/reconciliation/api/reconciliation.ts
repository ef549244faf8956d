import useSWR from 'swr'
import { getReconciliation } from '../../../../../shared/api/route-table/ledger/get-reconciliation'
import type { ReconciliationAnswer } from '../../../../../shared/ledger/reconciliation-report'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

/** `GET /api/reconciliation?day=` (verified staff): that day's report, the latest without a day, and the days reported. */
export function useReconciliation(day: string | undefined) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<ReconciliationAnswer, Error>(
    cacheKeys.reconciliation(viewer, day ?? 'latest'),
    () => call(getReconciliation, { query: day ? { day } : {} }),
    { revalidateOnFocus: false, keepPreviousData: true },
  )
}
