import * as z from 'zod/mini'
import { TransferRecordSchema } from '../model/transfer-record'
import { indexTransferChange } from '../services/search-upkeep'
import { CONSUMERS } from './consumers'
import { streamConsumer } from './stream-consumer'

/** A transfer as the index keeps it: listed ones only (an archived one, or one deleted before archiving existed, leaves lists, so search). */
function live(item: Record<string, unknown> | undefined) {
  if (!item || item.deletedAt !== undefined || item.archivedAt !== undefined) return undefined
  return z.parse(TransferRecordSchema, item)
}

/**
 * Keeps the trigram search index (store/search-index.ts) in step with the transfers: each change of a
 * transfer item writes the postings its text gained and deletes those it lost (its sender's name and
 * e-mail read from their profile then). Puts of whole items and deletes only, so a retried or
 * replayed record writes the same again.
 */
export const handler = streamConsumer('indexSearch', CONSUMERS.indexSearch, async ({ before, after }) => ({
  postingsWritten: await indexTransferChange(live(before), live(after)),
}))
