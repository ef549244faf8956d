import { listReadyPayouts } from '../../../../../shared/api/route-table/work/list-ready-payouts'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const PAYOUTS_PAGE_SIZE = 20

/** `GET /api/payouts/ready`: one payout queue, oldest first, a page at a time. */
export function useReadyPayouts(countryId: string, paymentType: PaymentType) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { countryId, paymentType, limit: PAYOUTS_PAGE_SIZE }
  return useCursorPages<Transfer>({
    key: cacheKeys.payoutQueue(viewer, query),
    load: (cursor) => call(listReadyPayouts, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (transfer) => transfer.id,
  })
}
