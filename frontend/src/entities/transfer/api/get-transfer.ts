import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { getTransfer as getTransferRoute } from '../../../../../shared/api/route-table/transfers/get-transfer'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { cacheKeys } from '../../../lib/cache-keys'

export type TransferRecord = SuccessOf<typeof getTransferRoute>

/**
 * One transfer with its history (`GET /api/customers/{id}`); someone else's transfer is a 404 for
 * anyone but staff. `fallbackMessage` is the screen's spec 8 text for an answer without a reason.
 */
export function useTransfer(id: string, fallbackMessage: string) {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<TransferRecord, Error>(cacheKeys.transfers.one(user?.id, id), () => call(getTransferRoute, { params: { id }, fallbackMessage }), {
    revalidateOnFocus: false,
  })
}
