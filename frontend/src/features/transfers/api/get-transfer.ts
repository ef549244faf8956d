import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type CustomerRecord = SuccessOf<typeof transferRoutes.getTransfer>

/** The SWR key of one transfer: its URL and the signed-in user (another user never sees a cached answer). */
export const customerKey = (id: string, userId: string) => [apiUrl(transferRoutes.getTransfer, { params: { id } }), userId] as const

/**
 * One transfer with its history (`GET /api/customers/{id}`); someone else's transfer is a 404 for
 * anyone but staff. `fallbackMessage` is the screen's spec 8 text for an answer without a reason.
 */
export function useCustomer(id: string, fallbackMessage: string) {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<CustomerRecord, Error>(
    user ? customerKey(id, user.id) : null,
    () => call(transferRoutes.getTransfer, { params: { id }, fallbackMessage }),
    {
      revalidateOnFocus: false,
    },
  )
}
