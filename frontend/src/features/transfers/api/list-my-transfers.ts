import useSWR from 'swr'
import type { QueryInputOf, SuccessOf } from '../../../../../shared/api/route-definition'
import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type TransferList = SuccessOf<typeof transferRoutes.listMyTransfers>
export type TransferListQuery = NonNullable<QueryInputOf<typeof transferRoutes.listMyTransfers>>
export type TransferItem = TransferList['items'][number]

/** Whose transfers: the caller's own (`GET /api/customers`), or everyone's for staff (`GET /api/customers/list`). */
export type TransferScope = 'mine' | 'all'

const routeOf = (scope: TransferScope) => (scope === 'all' ? transferRoutes.listTransfers : transferRoutes.listMyTransfers)

/** One page of the scope's list (both routes answer the same shape). */
function fetchList(call: ReturnType<typeof useAuthedCall>, scope: TransferScope, query: TransferListQuery): Promise<TransferList> {
  return scope === 'all' ? call(transferRoutes.listTransfers, { query }) : call(transferRoutes.listMyTransfers, { query })
}

/**
 * The SWR key of one page: its URL plus the signed-in user's id, so another user signing in on this
 * tab never sees the previous user's cached list, even for a moment.
 */
export const transferListKey = (scope: TransferScope, query: TransferListQuery, userId: string) =>
  [apiUrl(routeOf(scope), { query }), userId] as const

/** One page of transfers with the counters of the same scope; `query` null waits (no request). */
export function useTransferList(scope: TransferScope, query: TransferListQuery | null) {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<TransferList, Error>(query && user ? transferListKey(scope, query, user.id) : null, () => fetchList(call, scope, query ?? {}))
}

/** Fetches one page outside SWR (walking the cursors to a far page number). */
export function useFetchTransferList() {
  const call = useAuthedCall()
  return (scope: TransferScope, query: TransferListQuery) => fetchList(call, scope, query)
}
