import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { listHeldTransfers } from '../../../../../shared/api/route-table/compliance/list-held-transfers'
import { rejectTransfer } from '../../../../../shared/api/route-table/compliance/reject-transfer'
import { releaseTransfer } from '../../../../../shared/api/route-table/compliance/release-transfer'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import type { ReviewDecisionBody } from '../../../../../shared/compliance/hold'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const HOLDS_PAGE_SIZE = 20

/** One held transfer and its sender, as the review queue lists them. */
export type HeldTransfer = SuccessOf<typeof listHeldTransfers>['items'][number]

/** `GET /api/compliance/holds` (verified staff): held transfers, oldest hold first, a page at a time. */
export function useHeldTransfers() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { limit: HOLDS_PAGE_SIZE }
  return useCursorPages<HeldTransfer>({
    key: cacheKeys.heldTransfers(viewer, query),
    load: (cursor) => call(listHeldTransfers, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (held) => held.transfer.id,
  })
}

export type ReviewDecision = 'release' | 'reject'

/** Shown when a decision fails without the server's own words (render with `i18n._`). */
export const DECISION_FAILED = msg`Could not record your decision. Please try again.`

/** `POST /api/customers/{id}/release|reject`: a reviewer's decision, with the reason. */
export function decideReview(i18n: I18n, call: AuthedCall, id: string, decision: ReviewDecision, body: ReviewDecisionBody): Promise<Transfer> {
  const route = decision === 'release' ? releaseTransfer : rejectTransfer
  return call(route, { params: { id }, body, fallbackMessage: i18n._(DECISION_FAILED) })
}
