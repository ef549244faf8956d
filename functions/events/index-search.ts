import * as z from 'zod/mini'
import { TransferRecordSchema } from '../model/transfer-record'
import { indexSenderChange, indexTransferChange, senderTermsOf } from '../services/search-upkeep'
import { CONSUMERS } from './consumers'
import { streamConsumer, type Figures } from './stream-consumer'

/** A transfer as the index keeps it: listed ones only (an archived one, or one deleted before archiving existed, leaves lists, so search). */
function live(item: Record<string, unknown> | undefined) {
  if (!item || item.deletedAt !== undefined || item.archivedAt !== undefined) return undefined
  return z.parse(TransferRecordSchema, item)
}

/** The sub of a profile item's key, `USER#<sub>`. */
const ownerOf = (item: Record<string, unknown>) => String(item.pk).replace(/^USER#/, '')

/**
 * Keeps the trigram search index (store/search-index.ts) in step with the transfers and their
 * senders: each change of a transfer item writes the postings its text gained and deletes those it
 * lost; a profile whose name or e-mail changed rewrites the postings of that sender's transfers.
 * Puts of whole items and deletes only, so a retried or replayed record writes the same again.
 */
export const handler = streamConsumer('indexSearch', CONSUMERS.indexSearch, async ({ before, after }): Promise<Figures> => {
  const item = after ?? before
  if (item?.sk === 'PROFILE') return { senderPostingsWritten: await indexSenderChange(ownerOf(item), senderTermsOf(before), senderTermsOf(after)) }
  return { postingsWritten: await indexTransferChange(live(before), live(after)) }
})
