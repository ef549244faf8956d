import { useCallback, useEffect } from 'react'
import { useSWRConfig } from 'swr'
import useSWRInfinite from 'swr/infinite'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { LIST_FETCH_ERROR } from '../transfer-texts'
import { filterQuery, type CustomerFilters, type FilterQuery } from '../transfer-filters'

export type CustomerList = SuccessOf<typeof transferRoutes.listTransfers>

/** Transfers asked for per request: 5 dashboard pages, so paging within them costs nothing. */
export const LIST_BATCH = 25

type Query = FilterQuery & { limit: number; cursor?: string }
type Key = readonly [url: string, userId: string, query: Query]

/**
 * Everything the dashboard has loaded for `filters`, in order, read by cursor from
 * `GET /api/customers/list` (staff: everyone's transfers; anyone else: their own — the server
 * decides). The API pages by cursor, so page N of the dashboard is reached by reading batches until
 * N × 5 rows are loaded (or none are left); rows already read stay cached per filter (SWR), so going
 * back and forth costs nothing. `wanted` is how many rows the current view needs. A batch read with
 * filters may hold fewer rows than asked (the server stops after reading a fixed budget) and still
 * have a cursor: reading simply goes on.
 */
export function useCustomerList(filters: CustomerFilters, wanted: number) {
  const call = useAuthedCall()
  const { user } = useSession()
  const base = filterQuery(filters)
  const userId = user?.id

  const getKey = (_index: number, previous: CustomerList | null): Key | null => {
    if (!userId) return null
    if (previous && !previous.nextCursor) return null
    const query: Query = { ...base, limit: LIST_BATCH, ...(previous?.nextCursor ? { cursor: previous.nextCursor } : {}) }
    return [apiUrl(transferRoutes.listTransfers, { query }), userId, query] as const
  }
  const swr = useSWRInfinite<CustomerList, Error>(
    getKey,
    ([, , query]: Key) => call(transferRoutes.listTransfers, { query, fallbackMessage: LIST_FETCH_ERROR }),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  )
  const { data, size, setSize, isValidating, error } = swr
  const pages = data ?? []
  const rows: Transfer[] = pages.flatMap((page) => page.items)
  const last = pages.at(-1)
  const complete = pages.length > 0 && !last?.nextCursor
  const loadingMore = isValidating && size > pages.length

  // Read the next batch while the view needs more rows than are loaded and more exist.
  useEffect(() => {
    if (error || isValidating || complete || pages.length < size) return
    if (rows.length < wanted) void setSize(size + 1)
  }, [error, isValidating, complete, pages.length, size, rows.length, wanted, setSize])

  return {
    rows,
    stats: pages[0]?.stats,
    /** Every row of the filter is loaded. */
    complete,
    isLoading: !data && !error,
    loadingMore,
    error,
    refresh: swr.mutate,
  }
}

/**
 * Every transfer of `filters`, for the export: reads `GET /api/customers/list` by cursor, 100 at a
 * time, until no cursor is left. `onProgress` hears the count so far.
 */
export async function fetchAllCustomers(
  call: AuthedCall,
  filters: CustomerFilters,
  onProgress?: (count: number) => void,
  signal?: AbortSignal,
): Promise<Transfer[]> {
  const rows: Transfer[] = []
  let cursor: string | undefined
  do {
    const page = await call(transferRoutes.listTransfers, {
      query: { ...filterQuery(filters), limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      fallbackMessage: LIST_FETCH_ERROR,
      ...(signal ? { signal } : {}),
    })
    rows.push(...page.items)
    onProgress?.(rows.length)
    cursor = page.nextCursor
  } while (cursor)
  return rows
}

/** `fetchAllCustomers` bound to this app's session. */
export function useFetchAllCustomers() {
  const call = useAuthedCall()
  return useCallback(
    (filters: CustomerFilters, onProgress?: (count: number) => void, signal?: AbortSignal) => fetchAllCustomers(call, filters, onProgress, signal),
    [call],
  )
}

/** Whether an SWR key is a page of a transfer list (`/api/customers/list?…`, `/api/customers?…`). */
const isListKey = (key: unknown): boolean => Array.isArray(key) && typeof key[0] === 'string' && /^\/api\/customers(\/list)?(\?|$)/.test(key[0])

/**
 * Forgets every cached list page after a change (edit, delete, add), so no search or filter shows
 * old figures or an old status when it is next shown; a mounted list reads again. (A single
 * transfer's own cache is left alone: the screen showing it re-reads it when next opened.)
 */
export function useInvalidateCustomers() {
  const { mutate } = useSWRConfig()
  return useCallback(() => mutate(isListKey, undefined, { revalidate: true }), [mutate])
}
