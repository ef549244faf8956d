import { isVerifiedStaff, PERMISSION_DENIED } from '../../shared/auth/permissions'
import { RECIPIENT_NOT_FOUND, type Recipient, type RecipientsPage } from '../../shared/recipients/recipient-schemas'
import { ForbiddenError, NotFoundError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { deleteRecipientItem, listRecipientItems } from '../store/recipients-store'

/**
 * The sender's address book: listing and deleting (saving, screened, is recipient-saves.ts). A
 * recipient belongs to the caller: its key holds their id, so nobody reaches another sender's
 * recipient (404, as if it did not exist). Staff may list a sender's recipients with their
 * screening; only the sender changes them.
 */

/** The caller's answer: the screening is staff's only. */
export function asSeenBy(viewer: Actor, recipient: Recipient): Recipient {
  if (isVerifiedStaff(viewer)) return recipient
  const { screening: _screening, ...visible } = recipient
  return visible
}

/** GET /api/recipients: the caller's own, or (verified staff) the sender named by `userId`. */
export async function listRecipients(
  actor: Actor,
  query: { userId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<RecipientsPage> {
  const ownerId = query.userId ?? actor.sub
  if (ownerId !== actor.sub && !isVerifiedStaff(actor)) throw new ForbiddenError(PERMISSION_DENIED)
  const page = await listRecipientItems(ownerId, query.limit, query.cursor)
  return { ...page, items: page.items.map((recipient) => asSeenBy(actor, recipient)) }
}

/** DELETE /api/recipients/{id}: the address book entry only; transfers to the recipient stay as they were. */
export async function deleteRecipient(actor: Actor, id: string): Promise<void> {
  if (!(await deleteRecipientItem(actor.sub, id))) throw new NotFoundError(RECIPIENT_NOT_FOUND)
}
