import * as z from 'zod/mini'
import type { SenderTerms } from '../model/search-terms'
import { keyOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { writeAll } from '../store/batch-writes'
import { indexWrites, updateSearchIndex } from '../store/search-index'
import { listTransfers } from '../store/transfer-reads'
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

const sameTerms = (a: SenderTerms | undefined, b: SenderTerms | undefined) =>
  a?.firstName === b?.firstName && a?.lastName === b?.lastName && a?.email === b?.email

/**
 * A sender's profile changed (their name or e-mail, or the profile was made or deleted): rewrites
 * the postings of each of their live transfers (newest first, 500 a read), so staff find them by
 * the new name and no longer by the old. A sender has few transfers, so this is a few batch writes;
 * any other change of the profile (a language, a signed-out token) reads and writes nothing.
 */
export async function indexSenderChange(ownerId: string, old: SenderTerms | undefined, now: SenderTerms | undefined): Promise<number> {
  if (sameTerms(old, now)) return 0
  let written = 0
  let cursor: string | undefined
  do {
    const page = await listTransfers({ kind: 'owner', ownerId }, 500, cursor)
    const writes = page.items.flatMap((record) => indexWrites({ ...record, sender: old }, { ...record, sender: now }))
    await writeAll(writes)
    written += writes.length
    cursor = page.nextCursor
  } while (cursor)
  return written
}
