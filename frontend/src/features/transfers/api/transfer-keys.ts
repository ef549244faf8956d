import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { getDailyTransferStats as getDailyTransferStatsRoute } from '../../../../../shared/api/route-table/transfers/get-daily-transfer-stats'
import { getTransfer as getTransferRoute } from '../../../../../shared/api/route-table/transfers/get-transfer'
import { listMyTransfers as listMyTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-my-transfers'
import { listTransfers as listTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-transfers'
import { apiUrl } from '../../../lib/api-client'
import { keysFrom, viewerKey } from '../../../lib/cache-keys'
import type { FilterQuery } from '../transfer-filters'

/** Whose transfers a list holds: the caller's own (`GET /api/customers`), or everyone's for staff (`GET /api/customers/list`). */
export type TransferScope = 'mine' | 'all'

/** One batch of a list: the filters, how many rows, and where the previous batch ended. */
export type PageQuery = FilterQuery & { limit: number; cursor?: string }

const LIST_URLS: Record<TransferScope, string> = { mine: apiUrl(listMyTransfersRoute, { query: {} }), all: apiUrl(listTransfersRoute, { query: {} }) }
const DAILY_STATS_URL = apiUrl(getDailyTransferStatsRoute, { query: {} })
const transferUrl = (id: string) => apiUrl(getTransferRoute, { params: { id } })

/**
 * Every SWR key of the transfers resource, in the app's one shape (lib/cache-keys): the URL, the
 * signed-in user's id, then what tells answers apart. The user's id keeps one person's cached
 * answers from the next person signing in on the same tab; the URLs let a change (add, edit,
 * delete) invalidate every list, count and chart at once.
 */
export const transferKeys = {
  page: (userId: string, scope: TransferScope, query: PageQuery) => viewerKey(LIST_URLS[scope], userId, query),
  one: (userId: string, id: string) => viewerKey(transferUrl(id), userId),
  // The sender's own list, read whole and boiled down to the recipients sent to in one country.
  savedRecipients: (userId: string, countryId: string) => viewerKey(LIST_URLS.mine, userId, 'saved-recipients', countryId),
  dailyStats: (userId: string, days: number) => viewerKey(apiUrl(getDailyTransferStatsRoute, { query: { days } }), userId),
}

const isDerivedKey = keysFrom(LIST_URLS.mine, LIST_URLS.all, DAILY_STATS_URL)

/**
 * Forgets every cached list batch, saved-recipients list and chart after a change, so no search or
 * filter shows old figures or an old status when next shown; what is mounted reads again. A single
 * transfer's own answer is left alone: the screen showing it re-reads it when opened.
 */
export function useInvalidateTransfers() {
  const { mutate } = useSWRConfig()
  return useCallback(() => mutate(isDerivedKey, undefined, { revalidate: true }), [mutate])
}

/** After a change to one transfer (a cancellation, a claim): every list, count and chart, and that transfer's own answer, read again. */
export function useRefreshTransfer() {
  const { mutate } = useSWRConfig()
  return useCallback(
    (id: string) => mutate(keysFrom(LIST_URLS.mine, LIST_URLS.all, DAILY_STATS_URL, transferUrl(id)), undefined, { revalidate: true }),
    [mutate],
  )
}
