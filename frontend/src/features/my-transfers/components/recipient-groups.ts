import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import { matchRecipient, personKey } from '../../../../../shared/recipients/recipient-match'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'

/**
 * One card of My Recipients: a saved recipient with the transfers that went to them, or (`saved`
 * absent) a person the sender paid and never saved, with those transfers. Transfers are newest first.
 */
export interface RecipientGroup {
  /** The saved recipient's id, or `past:` and the person's key. */
  key: string
  saved?: Recipient
  transfers: Transfer[]
  /** Who and where, as the card shows them: the saved recipient, else the latest transfer. */
  details: Pick<
    Transfer,
    'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'countryId' | 'city' | 'paymentType' | 'walletProvider' | 'bankName' | 'accountNumber'
  >
}

/** The latest of a group's ULIDs (saved recipient, transfers): ids sort by time. */
const activityOf = (group: RecipientGroup) =>
  [group.saved?.id ?? '', ...group.transfers.map((transfer) => transfer.id)].reduce((a, b) => (a > b ? a : b), '')

/**
 * Groups the sender's transfers (newest first) under their saved recipients (shared
 * recipient-match: same person and payout first, else same person); the others by person. The
 * groups with the latest activity come first. Read-side only: no transfer is changed.
 */
export function groupRecipients(recipients: readonly Recipient[], transfers: readonly Transfer[]): RecipientGroup[] {
  const saved = new Map<string, RecipientGroup>(
    recipients.map((recipient) => [recipient.id, { key: recipient.id, saved: recipient, transfers: [], details: recipient }]),
  )
  const past = new Map<string, RecipientGroup>()
  for (const transfer of transfers) {
    const recipient = matchRecipient(transfer, recipients)
    if (recipient) {
      saved.get(recipient.id)?.transfers.push(transfer)
      continue
    }
    const key = `past:${personKey(transfer)}`
    const group = past.get(key)
    if (group) group.transfers.push(transfer)
    else past.set(key, { key, transfers: [transfer], details: transfer })
  }
  return [...saved.values(), ...past.values()].sort((a, b) => activityOf(b).localeCompare(activityOf(a)))
}
