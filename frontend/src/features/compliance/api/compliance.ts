import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { listHeldTransfers } from '../../../../../shared/api/route-table/compliance/list-held-transfers'
import { rejectTransfer } from '../../../../../shared/api/route-table/compliance/reject-transfer'
import { releaseTransfer } from '../../../../../shared/api/route-table/compliance/release-transfer'
import type { ReviewDecisionBody } from '../../../../../shared/compliance/hold'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall, type AuthedCall } from '../../../lib/session/authed-call'
import { useCursorPages } from '../../../lib/use-cursor-pages'

export const HOLDS_PAGE_SIZE = 20

/** `GET /api/compliance/holds` (verified staff): held transfers, oldest hold first, a page at a time. */
export function useHeldTransfers() {
  const call = useAuthedCall()
  const queryFor = (cursor: string | undefined) => ({ limit: HOLDS_PAGE_SIZE, ...(cursor ? { cursor } : {}) })
  return useCursorPages(
    (cursor) => apiUrl(listHeldTransfers, { query: queryFor(cursor) }),
    (cursor) => call(listHeldTransfers, { query: queryFor(cursor) }),
    (held) => held.transfer.id,
  )
}

export type ReviewDecision = 'release' | 'reject'

/** Shown when a decision fails without the server's own words (render with `i18n._`). */
export const DECISION_FAILED = msg`Could not record your decision. Please try again.`

/** `POST /api/customers/{id}/release|reject`: a reviewer's decision, with the reason. */
export function decideReview(i18n: I18n, call: AuthedCall, id: string, decision: ReviewDecision, body: ReviewDecisionBody): Promise<Transfer> {
  const route = decision === 'release' ? releaseTransfer : rejectTransfer
  return call(route, { params: { id }, body, fallbackMessage: i18n._(DECISION_FAILED) })
}
