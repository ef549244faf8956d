import { useState } from 'react'
import { recipientRoutes } from '../../../../../shared/api/route-table/recipients'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import { samePayoutRecipient } from '../../../../../shared/recipients/recipient-match'
import { normalisedRecipient } from '../../../../../shared/transfers/create-transfer-schema'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useRecipientActions, useRecipients } from '../../../entities/recipient/api/recipients'
import { recipientOfTransfer } from '../../../entities/recipient/transfer-recipient'
import { fullName } from '../../../entities/transfer/transfer-format'
import type { MoneyTransferValues } from '../../../entities/transfer/transfer-form'
import { startRecipientSave } from './recipient-save-store'

/**
 * Step 1's "Save to my recipients" box: shown unless the recipient on the form is already
 * in the address book with the same payout details (a saved one picked and left unchanged), ticked
 * by default for a recipient typed in, unticked for one picked and then changed (the sender chose
 * an entry: a second one is theirs to ask for). The save runs only after the payment went through,
 * as a request of its own: the payment never waits for, or fails with, the address book.
 */
export function useSaveRecipient(values: MoneyTransferValues, countryId: string) {
  const { user } = useSession()
  const call = useAuthedCall()
  const actions = useRecipientActions()
  const book = useRecipients(user?.id)
  const [picked, setPicked] = useState(false)
  const [choice, setChoice] = useState<boolean>()
  const alreadySaved = samePayoutRecipient(normalisedRecipient({ ...values, countryId }), book.data ?? []) !== undefined
  const shown = !alreadySaved
  const checked = choice ?? !picked

  /** A saved recipient was chosen in the picker (or 'New recipient': none). */
  function onPicked(id: string) {
    setPicked(id !== '')
    setChoice(undefined)
  }

  /** After the payment: saves its recipient when the box was shown and ticked; how it went shows on the payment's page. */
  function afterPayment(transfer: Transfer) {
    if (!shown || !checked) return
    const recipient = recipientOfTransfer(transfer)
    if (!recipient) return
    startRecipientSave(transfer.id, fullName(transfer), async () => {
      // Read afresh, not from the page's copy: a save from another tab (or a retry after a lost
      // answer) must not leave the same entry twice.
      const { items } = await call(recipientRoutes.listRecipients, { query: { limit: MAX_PAGE_SIZE } })
      if (samePayoutRecipient(transfer, items)) return 'already'
      await actions.save(recipient)
      return 'saved'
    })
  }

  return { shown, checked, onChange: setChoice, onPicked, afterPayment }
}

export type SaveRecipientChoice = ReturnType<typeof useSaveRecipient>
