import useSWRInfinite from 'swr/infinite'
import { createClaim as createClaimRoute } from '../../../../../shared/api/route-table/claims/create-claim'
import { listClaims as listClaimsRoute } from '../../../../../shared/api/route-table/claims/list-claims'
import { resolveClaim as resolveClaimRoute } from '../../../../../shared/api/route-table/claims/resolve-claim'
import type { Claim } from '../../../../../shared/claims/claim'
import type { ClaimStatus } from '../../../../../shared/claims/claim-rules'
import type { CreateClaimInput } from '../../../../../shared/claims/create-claim-schema'
import type { ClaimsPage } from '../../../../../shared/claims/list-claims'
import type { ResolveClaimInput } from '../../../../../shared/claims/resolve-claim-schema'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export const CLAIMS_PAGE_SIZE = 20

/** POST /api/customers/{id}/claims: the same report sent twice answers the open claim. */
export function createClaim(call: AuthedCall, transferId: string, body: CreateClaimInput): Promise<Claim> {
  return call(createClaimRoute, { params: { id: transferId }, body, fallbackMessage: 'Could not send your report. Please try again.' })
}

/** PATCH /api/customers/{id}/claims/{claimId}: the outcome and the message the sender reads. */
export function resolveClaim(call: AuthedCall, claim: Pick<Claim, 'transferId' | 'id'>, body: ResolveClaimInput): Promise<Claim> {
  return call(resolveClaimRoute, {
    params: { id: claim.transferId, claimId: claim.id },
    body,
    fallbackMessage: 'Could not resolve the claim. Please try again.',
  })
}

type PageKey = readonly [url: string, viewer: string, cursor: string | undefined]

/** `GET /api/claims?status=` (verified staff): open claims oldest first, resolved newest first, a page at a time. */
export function useClaims(status: ClaimStatus) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const queryFor = (cursor: string | undefined) => ({ status, limit: CLAIMS_PAGE_SIZE, ...(cursor ? { cursor } : {}) })
  const pages = useSWRInfinite<ClaimsPage, Error>(
    (index: number, previous: ClaimsPage | null): PageKey | null => {
      if (!viewer) return null
      const cursor = index === 0 ? undefined : previous?.nextCursor
      if (index > 0 && !cursor) return null
      return [apiUrl(listClaimsRoute, { query: queryFor(cursor) }), viewer, cursor]
    },
    ([, , cursor]: PageKey) => call(listClaimsRoute, { query: queryFor(cursor) }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  return {
    claims: pages.data?.flatMap((page) => page.items) ?? [],
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    loadingMore: pages.data !== undefined && pages.data.length < pages.size && !pages.error,
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  }
}
