import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from '../store/item-reads'
import { writeAll } from '../store/batch-writes'
import { indexWrites } from '../store/search-index'
import { keyOf } from '../model/table-keys'
import { listTransfers } from '../store/transfer-reads'
import type { SenderTerms } from '../model/search-terms'
import { senderOf as readSender } from './search-upkeep'

/** Whether the index was ever built whole (false on a stage whose transfers predate it). */
export const searchIndexBuilt = async (): Promise<boolean> => (await readItem(keyOf('searchIndexBuilt', {}))) !== undefined

/**
 * Writes every live transfer's postings (a stage's transfers made before the index existed, or a
 * rebuild after a consumer was down longer than the stream keeps records, or after the postings
 * gained their sender's name and e-mail), newest first, then marks the index built. Each sender's
 * profile is read once. Puts of whole postings only, so it may run beside the consumer and be run again.
 */
export async function reindexAll(now: Date, onProgress?: (transfers: number) => void): Promise<{ transfers: number; postings: number }> {
  let cursor: string | undefined
  let transfers = 0
  let postings = 0
  const senders = new Map<string, Promise<SenderTerms | undefined>>()
  const senderOf = (ownerId: string) => {
    const known = senders.get(ownerId) ?? readSender(ownerId)
    senders.set(ownerId, known)
    return known
  }
  do {
    const page = await listTransfers({ kind: 'all' }, 500, cursor)
    const withSenders = await Promise.all(page.items.map(async (record) => ({ ...record, sender: await senderOf(record.ownerId) })))
    const writes = withSenders.flatMap((record) => indexWrites(undefined, record))
    await writeAll(writes)
    transfers += page.items.length
    postings += writes.length
    onProgress?.(transfers)
    cursor = page.nextCursor
  } while (cursor)
  await dynamo.send(
    new PutCommand({ TableName: config().TABLE_NAME, Item: { ...keyOf('searchIndexBuilt', {}), builtAt: now.toISOString(), transfers } }),
  )
  return { transfers, postings }
}
