import useSWR from 'swr'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import { listMyTransfers as listMyTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-my-transfers'
import { swrDefaults } from '../../../lib/swr-defaults'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { savedRecipients, type SavedRecipient } from '../saved-recipients'
import { cacheKeys } from '../../../lib/cache-keys'

const query = { limit: MAX_PAGE_SIZE }

/**
 * The signed-in sender's saved recipients in `countryId`, from their latest transfers
 * (`GET /api/customers`), cached under the sender's id (another user on this tab never sees them);
 * no `userId` (signed out) makes no request.
 */
export function useSavedRecipients(countryId: string, userId: string | undefined) {
  const call = useAuthedCall()
  return useSWR<SavedRecipient[], Error>(
    cacheKeys.transfers.savedRecipients(userId, countryId),
    async () => savedRecipients((await call(listMyTransfersRoute, { query })).items, countryId),
    { ...swrDefaults, revalidateOnFocus: false },
  )
}
