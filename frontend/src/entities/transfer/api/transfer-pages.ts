import { useState } from 'react'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { listMyTransfers as listMyTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-my-transfers'
import { listTransfers as listTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-transfers'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { FilterQuery } from '../transfer-filters'
import { pageRows } from '../transfer-paging'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import type { PageQuery, TransferScope } from './transfer-keys'

/** One batch of either list (both routes answer the same shape). */
export type TransferBatch = SuccessOf<typeof listMyTransfersRoute>

/** One batch of the scope's list. */
export function fetchBatch(call: AuthedCall, scope: TransferScope, query: PageQuery, fallbackMessage?: string, signal?: AbortSignal) {
  const options = { query, ...(fallbackMessage ? { fallbackMessage } : {}), ...(signal ? { signal } : {}) }
  return scope === 'all' ? call(listTransfersRoute, options) : call(listMyTransfersRoute, options)
}

interface PagesOptions {
  scope: TransferScope
  filter: FilterQuery
  /** How many rows the current view needs (page × page size): batches are read until there are as many, or none are left. */
  wanted: number
  /** Rows asked for per request. */
  batch: number
  /** The screen's spec 8 text for a failure without a reason. */
  fallbackMessage?: string
}

/**
 * Transfer lists on the app's one cursor pager (lib/use-cursor-pages). The API pages by cursor (the
 * same cost at any depth), so page N of a screen is reached by reading batches until N × page size
 * rows are loaded; batches read stay cached per filter, so going back and forth costs nothing.
 */
export function useTransferPages({ scope, filter, wanted, batch, fallbackMessage }: PagesOptions) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { ...filter, limit: batch }
  const list = useCursorPages<Transfer, TransferBatch>({
    key: cacheKeys.transfers.list(viewer, scope, query),
    load: (cursor) => fetchBatch(call, scope, { ...query, ...(cursor ? { cursor } : {}) }, fallbackMessage),
    idOf: (transfer) => transfer.id,
    wanted,
  })
  return {
    rows: list.items,
    /** The scope's counters for the filter (not the search text), from the first batch. */
    stats: list.pages[0]?.stats,
    /** Every row of the filter is loaded. */
    complete: list.complete,
    isLoading: list.pages.length === 0 && !list.error,
    isValidating: list.isValidating,
    loadingMore: list.loadingMore,
    error: list.error,
    retry: () => void list.reload(),
  }
}

/**
 * Page-number navigation (Transfer History, My Recipients) on the same engine: page n of `pageSize`
 * rows, read in batches of a page; a new filter starts again at page 1.
 */
export function useNumberedPages(scope: TransferScope, filter: FilterQuery, pageSize: number) {
  const filterKey = JSON.stringify(filter)
  const [paging, setPaging] = useState({ key: filterKey, page: 1 })
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 })
  const page = paging.key === filterKey ? paging.page : 1
  const list = useTransferPages({ scope, filter, wanted: page * pageSize, batch: pageSize })
  const rows = pageRows(list.rows, page, pageSize)
  return {
    ...list,
    page,
    rows,
    /** The page's rows are still being read. */
    pageLoading: rows.length < pageSize && !list.complete && !list.error,
    hasNext: list.rows.length > page * pageSize || !list.complete,
    goTo: (target: number) => setPaging({ key: filterKey, page: Math.max(1, target) }),
  }
}
