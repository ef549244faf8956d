import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keysOf, transferKeyOf } from '../../../lib/cache-keys'
import type { FilterQuery } from '../transfer-filters'

/** Whose transfers a list holds: the caller's own (`GET /api/customers`), or everyone's for staff (`GET /api/customers/list`). */
export type TransferScope = 'mine' | 'all'

/** One batch of a list: the filters, how many rows, and where the previous batch ended. */
export type PageQuery = FilterQuery & { limit: number; cursor?: string }

/**
 * The transfers' invalidations, on the app's one key scheme (lib/cache-keys `cacheKeys.transfers`):
 * the lists (and saved recipients, read from the sender's list) are resource `transfers`, one
 * transfer's answer `transfer`, the chart `transfer-stats`, staff's work queues and their counts,
 * payout batches, each with the viewer's id, so a change (add, edit, delete) invalidates every list, count and chart at once.
 */
const isDerivedKey = keysOf('transfers', 'transfer-stats', 'work-queues', 'payout-queue', 'payout-batches')

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
    (id: string) => {
      const isOne = transferKeyOf(id)
      return mutate((key: unknown) => isDerivedKey(key) || isOne(key), undefined, { revalidate: true })
    },
    [mutate],
  )
}
