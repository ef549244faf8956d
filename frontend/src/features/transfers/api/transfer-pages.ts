import { useEffect, useState } from 'react'
import useSWRInfinite from 'swr/infinite'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { listMyTransfers as listMyTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-my-transfers'
import { listTransfers as listTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-transfers'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { FilterQuery } from '../transfer-filters'
import { pageRows } from '../transfer-paging'
import { transferKeys, type PageQuery, type TransferScope } from './transfer-keys'

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
 * The one pagination engine of transfer lists. The API pages by cursor (the same cost at any depth),
 * so page N of a screen is reached by reading batches until N × page size rows are loaded; batches
 * read stay cached per filter (SWR), so going back and forth costs nothing. A batch read with
 * filters may hold fewer rows than asked (the server stops after a fixed read budget) and still have
 * a cursor: reading simply goes on.
 */
export function useTransferPages({ scope, filter, wanted, batch, fallbackMessage }: PagesOptions) {
  const call = useAuthedCall()
  const userId = useSession().user?.id

  const getKey = (_index: number, previous: TransferBatch | null) => {
    if (!userId) return null
    if (previous && !previous.nextCursor) return null
    return transferKeys.page(userId, scope, { ...filter, limit: batch, ...(previous?.nextCursor ? { cursor: previous.nextCursor } : {}) })
  }
  const swr = useSWRInfinite<TransferBatch, Error>(
    getKey,
    ([, , query]: ReturnType<typeof transferKeys.page>) => fetchBatch(call, scope, query, fallbackMessage),
    // Batches already read stand until a change invalidates them (transfer-keys.ts).
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  const { data, size, setSize, isValidating, error } = swr
  const batches = data ?? []
  const rows: Transfer[] = batches.flatMap((page) => page.items)
  const complete = batches.length > 0 && !batches.at(-1)?.nextCursor
  const loadingMore = isValidating && size > batches.length

  // Read the next batch while the view needs more rows than are loaded and more exist.
  useEffect(() => {
    if (error || isValidating || complete || batches.length < size) return
    if (rows.length < wanted) void setSize(size + 1)
  }, [error, isValidating, complete, batches.length, size, rows.length, wanted, setSize])

  return {
    rows,
    /** The scope's counters for the filter (not the search text), from the first batch. */
    stats: batches[0]?.stats,
    /** Every row of the filter is loaded. */
    complete,
    isLoading: !data && !error,
    isValidating,
    loadingMore,
    error,
    retry: () => void swr.mutate(),
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
