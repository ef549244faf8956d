import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import type { FilterQuery } from '../transfer-filters'

/** Whose transfers a list holds: the caller's own (`GET /api/customers`), or everyone's for staff (`GET /api/customers/list`). */
export type TransferScope = 'mine' | 'all'

/** One batch of a list: the filters, how many rows, and where the previous batch ended. */
export type PageQuery = FilterQuery & { limit: number; cursor?: string }

const ROOT = 'transfers'

/**
 * Every SWR key of the transfers resource, in one shape: [root, signed-in user's id, kind, ...].
 * The user's id keeps one person's cached answers from the next person signing in on the same tab;
 * the one root lets a change (add, edit, delete) invalidate every list, count and chart at once.
 */
export const transferKeys = {
  page: (userId: string, scope: TransferScope, query: PageQuery) => [ROOT, userId, 'page', scope, query] as const,
  one: (userId: string, id: string) => [ROOT, userId, 'one', id] as const,
  savedRecipients: (userId: string, countryId: string) => [ROOT, userId, 'saved-recipients', countryId] as const,
  dailyStats: (userId: string, days: number) => [ROOT, userId, 'daily-stats', days] as const,
}

const isDerivedKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ROOT && key[2] !== 'one'

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
    (id: string) =>
      mutate((key: unknown) => Array.isArray(key) && key[0] === ROOT && (key[2] !== 'one' || key[3] === id), undefined, { revalidate: true }),
    [mutate],
  )
}
