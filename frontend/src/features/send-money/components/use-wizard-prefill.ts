import { useEffect, useRef } from 'react'
import useSWR from 'swr'
import { cacheKeys } from '../../../lib/cache-keys'
import { lazyModule } from '../../../lib/lazy-module'
import { loadChunk } from '../../../lib/lazy-route'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { SENDING_REASONS } from '../../../../../shared/transfers/transfer-options'
import type { SavedRecipient } from '../../../entities/transfer/saved-recipients'
import { transferRecipientFields } from '../../../entities/transfer/saved-recipients'
import { oneOf, type MoneyTransferValues } from '../../../entities/transfer/transfer-form'

/** What "Send again" carries to the wizard: a saved recipient's id, or the transfer to repeat. */
export interface WizardPrefill {
  recipientId?: string | undefined
  transferId?: string | undefined
}

/**
 * Fills the wizard once from "Send again": a saved recipient is chosen in the picker (every field,
 * its payout method kept); a transfer's recipient, payout details, relationship and reason are
 * copied from the transfer. The amount comes from the URL and is quoted afresh: a quote is never
 * reused. A source that cannot be read leaves the form to be typed.
 */
export function useWizardPrefill(
  prefill: WizardPrefill,
  recipients: readonly SavedRecipient[] | undefined,
  chooseRecipient: (id: string) => void,
  update: (patch: Partial<MoneyTransferValues>) => void,
) {
  const applied = useRef(false)
  const transferId = prefill.recipientId ? undefined : prefill.transferId
  const transfer = useTransferOrNothing(transferId)

  useEffect(() => {
    if (applied.current) return
    if (prefill.recipientId && recipients?.some((recipient) => recipient.id === prefill.recipientId)) {
      applied.current = true
      chooseRecipient(prefill.recipientId)
    } else if (transfer) {
      applied.current = true
      const sendingReason = oneOf(SENDING_REASONS, transfer.sendingReason)
      update({ ...transferRecipientFields(transfer), ...(sendingReason && { sendingReason }) })
    }
  }, [prefill.recipientId, recipients, transfer, chooseRecipient, update])
}

// Only "Send again" from a transfer reads one: the route and its answer's schema stay out of other visits.
const transferToRepeat = lazyModule(() => loadChunk(() => import('./transfer-to-repeat')))

/** The transfer to repeat, or nothing asked when there is none. */
function useTransferOrNothing(id: string | undefined) {
  const call = useAuthedCall()
  const { user } = useSession()
  // An id the page cannot read falls back to an empty form: no message of its own.
  const { data } = useSWR(
    id === undefined ? null : cacheKeys.transfers.one(user?.id, id),
    async () => (await transferToRepeat.load()).readTransfer(call, id ?? ''),
    {
      revalidateOnFocus: false,
    },
  )
  return data
}
