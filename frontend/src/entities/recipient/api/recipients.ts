import { useLingui } from '@lingui/react/macro'
import useSWR, { useSWRConfig } from 'swr'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import { recipientRoutes } from '../../../../../shared/api/route-table/recipients'
import type { CreateRecipientInput } from '../../../../../shared/recipients/recipient-bodies'
import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import { cacheKeys, keysOf } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { swrDefaults } from '../../../lib/swr-defaults'

const query = { limit: MAX_PAGE_SIZE }

const SAVE_RECIPIENT_FAILED = msg`The recipient could not be saved. Please try again.`
const DELETE_RECIPIENT_FAILED = msg`The recipient could not be deleted. Please try again.`

/**
 * The signed-in sender's address book (`GET /api/recipients`): one page of 100, the most a sender
 * keeps (MAX_RECIPIENTS), cached under the sender's id; signed out, no request.
 */
export function useRecipients(userId: string | undefined) {
  const call = useAuthedCall()
  return useSWR<Recipient[], Error>(cacheKeys.recipients(userId), async () => (await call(recipientRoutes.listRecipients, { query })).items, {
    ...swrDefaults,
    revalidateOnFocus: false,
  })
}

/** Saves, changes and deletes recipients; the address book is read again after each. */
export function useRecipientActions() {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const { mutate } = useSWRConfig()
  const refresh = () => mutate(keysOf('recipients'))
  return {
    async save(recipient: CreateRecipientInput): Promise<Recipient> {
      const saved = await call(recipientRoutes.createRecipient, { body: recipient, fallbackMessage: i18n._(SAVE_RECIPIENT_FAILED) })
      if (viewer) await refresh()
      return saved
    },
    async update(id: string, recipient: CreateRecipientInput, version: number): Promise<Recipient> {
      const saved = await call(recipientRoutes.updateRecipient, {
        params: { id },
        body: { ...recipient, version },
        fallbackMessage: i18n._(SAVE_RECIPIENT_FAILED),
      })
      if (viewer) await refresh()
      return saved
    },
    async remove(id: string): Promise<void> {
      await call(recipientRoutes.deleteRecipient, { params: { id }, fallbackMessage: i18n._(DELETE_RECIPIENT_FAILED) })
      if (viewer) await refresh()
    },
  }
}
