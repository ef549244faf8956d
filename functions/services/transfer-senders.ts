import * as z from 'zod/mini'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import type { Transfer, TransferSender } from '../../shared/transfers/transfer-schemas'
import type { Actor } from '../model/actor'
import { readProfileItem } from '../store/actors'

/** The parts of a profile item a sender is named by; anything else on it stays unread. */
const SenderProfileSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })

/** A sender as staff read it, from their profile item; undefined when the account is gone (or its item unreadable). */
function senderOf(id: string, item: Record<string, unknown> | undefined): TransferSender | undefined {
  const profile = item ? z.safeParse(SenderProfileSchema, item) : undefined
  if (!profile?.success) return undefined
  const { firstName, lastName, email } = profile.data
  return { id, name: `${firstName} ${lastName}`.trim(), email }
}

/**
 * `transfers` with their sender named, for verified staff only (a customer knows who they are, and
 * must read nobody else's). The distinct owners' profiles are read at once, which `readItem` sends as
 * one BatchGetItem (up to 100 keys; a page holds at most 100 transfers): read at answer time, so a
 * renamed sender shows under the new name and no copy on the transfers has to be kept in step.
 */
export async function withSenders<T extends Transfer>(viewer: Actor, transfers: readonly T[]): Promise<T[]> {
  if (!isVerifiedStaff(viewer) || transfers.length === 0) return [...transfers]
  const owners = [...new Set(transfers.map((transfer) => transfer.ownerId))]
  const items = await Promise.all(owners.map((owner) => readProfileItem(owner)))
  const senders = new Map(owners.map((owner, i) => [owner, senderOf(owner, items[i])]))
  return transfers.map((transfer) => {
    const sender = senders.get(transfer.ownerId)
    return sender ? { ...transfer, sender } : transfer
  })
}
