import { useState } from 'react'
import { useFetchTransferList, useTransferList, type TransferList, type TransferListQuery, type TransferScope } from './api/list-my-transfers'

export interface CursorPages {
  /** 1-based. */
  page: number
  data: TransferList | undefined
  error: Error | undefined
  isLoading: boolean
  isValidating: boolean
  /** Moving to a page whose cursor is not known yet (the pages before it are being read). */
  walking: boolean
  /** Whether a page follows this one (its cursor is known, or the server gave one). */
  hasNext: boolean
  goTo: (page: number) => Promise<void>
  retry: () => void
}

/**
 * Page-number navigation over the API's cursor pages. The server pages by cursor (the same cost at
 * any size), so page n's cursor is known once page n-1 has been read: going forward to a page not
 * seen yet reads the pages before it (`limit` transfers each) to learn it. Cursors seen are kept, so
 * going back, or forward again, costs one request. A new `filterKey` starts again at page 1.
 */
export function useCursorPages(scope: TransferScope, query: Omit<TransferListQuery, 'cursor'>, filterKey: string): CursorPages {
  // cursors[i] is the cursor of page i + 1 (page 1 has none).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined])
  const [page, setPage] = useState(1)
  const [walking, setWalking] = useState(false)
  const [walkError, setWalkError] = useState<Error | undefined>()
  const [seenFilter, setSeenFilter] = useState(filterKey)
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey)
    setCursors([undefined])
    setPage(1)
    setWalkError(undefined)
  }
  const fetchPage = useFetchTransferList()

  const cursor = cursors[page - 1]
  const { data, error, isLoading, isValidating, mutate } = useTransferList(scope, { ...query, ...(cursor ? { cursor } : {}) })

  const goTo = async (target: number) => {
    if (target < 1 || walking) return
    const known = [...cursors]
    if (known.length === page && data?.nextCursor) known.push(data.nextCursor)
    setWalkError(undefined)
    if (known.length < target) {
      setWalking(true)
      try {
        while (known.length < target) {
          const next = (await fetchPage(scope, { ...query, ...(known.at(-1) ? { cursor: known.at(-1) } : {}) })).nextCursor
          if (!next) break
          known.push(next)
        }
      } catch (failure) {
        setWalkError(failure instanceof Error ? failure : new Error(String(failure)))
        return
      } finally {
        setWalking(false)
      }
    }
    setCursors(known)
    setPage(Math.min(target, known.length))
  }

  return {
    page,
    data,
    error: walkError ?? error,
    isLoading,
    isValidating,
    walking,
    hasNext: cursors.length > page || Boolean(data?.nextCursor),
    goTo,
    retry: () => {
      setWalkError(undefined)
      void mutate()
    },
  }
}
