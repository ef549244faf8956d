import * as z from 'zod/mini'
import type { SenderTerms } from '../model/search-terms'
import { keyOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { indexWrites, updateSearchIndex } from '../store/search-index'
import { readItem } from '../store/item-reads'

/**
 * What the index keeps of a profile item: the sender's name and e-mail (absent: no profile, e.g.
 * deleted). Only these are read, so no other field of a profile can hold up the stream.
 */
const SenderItemSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })

export function senderTermsOf(item: Record<string, unknown> | undefined): SenderTerms | undefined {
  const parsed = z.safeParse(SenderItemSchema, item ?? {})
  return parsed.success ? { firstName: parsed.data.firstName, lastName: parsed.data.lastName, email: parsed.data.email } : undefined
}

/** A sender's terms as their profile holds them now. */
export const senderOf = async (ownerId: string): Promise<SenderTerms | undefined> => senderTermsOf(await readItem(keyOf('profile', { sub: ownerId })))

/**
 * Keeps the trigram search index in step with one change of a live transfer (undefined: not live
 * before, or not after); answers how many postings it wrote or deleted. Its sender's profile is
 * read only when the postings change (a new, edited or archived transfer), never for a status move.
 */
export async function indexTransferChange(before: TransferRecord | undefined, after: TransferRecord | undefined): Promise<number> {
  // The same own text and destination on both sides writes nothing, whoever the sender is.
  if (indexWrites(before, after).length === 0) return 0
  const ownerId = after?.ownerId ?? before?.ownerId
  const sender = ownerId === undefined ? undefined : await senderOf(ownerId)
  return updateSearchIndex(before && { ...before, sender }, after && { ...after, sender })
}
