import { useMemo } from 'react'
import useSWR from 'swr'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import { listMyTransfers as listMyTransfersRoute } from '../../../../../shared/api/route-table/transfers/list-my-transfers'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { useRecipients } from '../../../entities/recipient/api/recipients'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { swrDefaults } from '../../../lib/swr-defaults'
import { groupRecipients } from './recipient-groups'

/** The sender's latest transfers (one page of 100), for grouping under their recipients. */
function useLatestTransfers(userId: string | undefined) {
  const call = useAuthedCall()
  return useSWR<Transfer[], Error>(
    cacheKeys.transfers.latest(userId),
    async () => (await call(listMyTransfersRoute, { query: { limit: MAX_PAGE_SIZE } })).items,
    { ...swrDefaults, revalidateOnFocus: false },
  )
}

/**
 * The people My Recipients lists (docs/recipients.md): the sender's saved recipients with the
 * transfers that went to them, then the people paid before and never saved. Signed out (no
 * `userId`), nothing is asked.
 */
export function useRecipientGroups(userId: string | undefined) {
  const recipients = useRecipients(userId)
  const transfers = useLatestTransfers(userId)
  const groups = useMemo(() => groupRecipients(recipients.data ?? [], transfers.data ?? []), [recipients.data, transfers.data])
  return { groups, recipients, transfers }
}
