import useSWRInfinite from 'swr/infinite'
import { listHeldTransfers } from '../../../../../shared/api/route-table/compliance/list-held-transfers'
import { rejectTransfer } from '../../../../../shared/api/route-table/compliance/reject-transfer'
import { releaseTransfer } from '../../../../../shared/api/route-table/compliance/release-transfer'
import type { HeldTransfersPage } from '../../../../../shared/compliance/held-transfers'
import type { ReviewDecisionBody } from '../../../../../shared/compliance/hold'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export const HOLDS_PAGE_SIZE = 20
type PageKey = readonly [url: string, viewer: string, cursor: string | undefined]

/** `GET /api/compliance/holds` (verified staff): held transfers, oldest hold first, a page at a time. */
export function useHeldTransfers() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const queryFor = (cursor: string | undefined) => ({ limit: HOLDS_PAGE_SIZE, ...(cursor ? { cursor } : {}) })
  const pages = useSWRInfinite<HeldTransfersPage, Error>(
    (index: number, previous: HeldTransfersPage | null): PageKey | null => {
      if (!viewer) return null
      const cursor = index === 0 ? undefined : previous?.nextCursor
      if (index > 0 && !cursor) return null
      return [apiUrl(listHeldTransfers, { query: queryFor(cursor) }), viewer, cursor]
    },
    ([, , cursor]: PageKey) => call(listHeldTransfers, { query: queryFor(cursor) }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  return {
    items: pages.data?.flatMap((page) => page.items) ?? [],
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    loadingMore: pages.data !== undefined && pages.data.length < pages.size && !pages.error,
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  }
}

export type ReviewDecision = 'release' | 'reject'

/** `POST /api/customers/{id}/release|reject`: a reviewer's decision, with the reason. */
export function decideReview(call: AuthedCall, id: string, decision: ReviewDecision, body: ReviewDecisionBody): Promise<Transfer> {
  const route = decision === 'release' ? releaseTransfer : rejectTransfer
  return call(route, { params: { id }, body, fallbackMessage: 'Could not record your decision. Please try again.' })
}
