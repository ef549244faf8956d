import { msg } from '@lingui/core/macro'
import { createClaim as createClaimRoute } from '../../../../../shared/api/route-table/claims/create-claim'
import { listClaims as listClaimsRoute } from '../../../../../shared/api/route-table/claims/list-claims'
import { resolveClaim as resolveClaimRoute } from '../../../../../shared/api/route-table/claims/resolve-claim'
import type { Claim } from '../../../../../shared/claims/claim'
import type { ClaimStatus } from '../../../../../shared/claims/claim-rules'
import type { CreateClaimInput } from '../../../../../shared/claims/create-claim-schema'
import type { ResolveClaimInput } from '../../../../../shared/claims/resolve-claim-schema'
import { cacheKeys } from '../../../lib/cache-keys'
import { i18n } from '../../../lib/i18n/i18n'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const CLAIMS_PAGE_SIZE = 20

/**
 * POST /api/customers/{id}/claims: the same report sent twice answers the open claim. The fallback
 * messages are read when the call is made, in the page's language then.
 */
export function createClaim(call: AuthedCall, transferId: string, body: CreateClaimInput): Promise<Claim> {
  return call(createClaimRoute, { params: { id: transferId }, body, fallbackMessage: i18n._(msg`Could not send your report. Please try again.`) })
}

/** PATCH /api/customers/{id}/claims/{claimId}: the outcome and the message the sender reads. */
export function resolveClaim(call: AuthedCall, claim: Pick<Claim, 'transferId' | 'id'>, body: ResolveClaimInput): Promise<Claim> {
  return call(resolveClaimRoute, {
    params: { id: claim.transferId, claimId: claim.id },
    body,
    fallbackMessage: i18n._(msg`Could not resolve the claim. Please try again.`),
  })
}

/** `GET /api/claims?status=` (verified staff): open claims oldest first, resolved newest first, a page at a time. */
export function useClaims(status: ClaimStatus) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { status, limit: CLAIMS_PAGE_SIZE }
  const pages = useCursorPages<Claim>({
    key: cacheKeys.claims(viewer, query),
    load: (cursor) => call(listClaimsRoute, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (claim) => claim.id,
  })
  return { ...pages, claims: pages.items }
}
