import { paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { SanctionsEntrySchema, type SanctionsEntry } from '../../shared/compliance/hold'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { writeAll } from './batch-writes'
import { chunkEntries } from './sanctions-chunks'
import { keyOf, prefixOf } from '../model/table-keys'

/**
 * The sanctions list as a versioned set. A load writes the new version's entries as
 * chunks, then switches the `CURRENT` pointer to it: until that last write, screening reads the
 * previous version whole. The replaced version's chunks expire a day later (TTL), so a function that
 * read the old pointer a moment before the switch still loads a whole list.
 */
export interface ListPointer {
  version: string
  entries: number
  chunks: number
  loadedAt: string
  source: string
  /** The last load that found these files still current (OFAC published nothing new); a new version sets loadedAt instead. */
  checkedAt?: string | undefined
}

const PointerSchema = z.object({
  version: z.string(),
  entries: z.int(),
  chunks: z.int(),
  loadedAt: z.string(),
  source: z.string(),
  checkedAt: z.optional(z.string()),
})
const ChunkEntriesSchema = z.array(SanctionsEntrySchema)

/** How long a replaced version stays readable. */
const REPLACED_TTL_SECONDS = 24 * 60 * 60
const table = () => config().TABLE_NAME

export async function readListPointer(): Promise<ListPointer | undefined> {
  const item = await readItem(keyOf('sanctionsList', {}))
  return item ? z.parse(PointerSchema, item) : undefined
}

const chunkIndex = (index: number) => String(index).padStart(5, '0')

/** Every entry of one version, or undefined when it is not whole (its chunks expired or are still being written). */
export async function readListEntries(pointer: ListPointer): Promise<SanctionsEntry[] | undefined> {
  const entries: SanctionsEntry[] = []
  let chunks = 0
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('sanctionsChunk', 'pk', { version: pointer.version }) },
      // Strongly consistent: a function that reads the pointer just after a load must see every chunk written before it.
      ConsistentRead: true,
    },
  )
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      chunks++
      entries.push(...z.parse(ChunkEntriesSchema, JSON.parse(String(item.entries))))
    }
  }
  return chunks === pointer.chunks && entries.length === pointer.entries ? entries : undefined
}

/** Loads `entries` as a new version and makes it current; the version it replaces expires a day later. */
export async function writeList(version: string, entries: readonly SanctionsEntry[], source: string, now: Date): Promise<ListPointer> {
  const previous = await readListPointer()
  const chunks = chunkEntries(entries)
  const puts = chunks.map((chunk, index) => ({
    PutRequest: { Item: { ...keyOf('sanctionsChunk', { version, index: chunkIndex(index) }), entries: chunk } },
  }))
  await writeAll(puts)
  const pointer: ListPointer = { version, entries: entries.length, chunks: chunks.length, loadedAt: now.toISOString(), source }
  await dynamo.send(new PutCommand({ TableName: table(), Item: { ...keyOf('sanctionsList', {}), ...pointer } }))
  if (previous && previous.version !== version) {
    const expiresAt = Math.floor(now.getTime() / 1000) + REPLACED_TTL_SECONDS
    for (let index = 0; index < previous.chunks; index++) {
      await dynamo
        .send(
          new UpdateCommand({
            TableName: table(),
            Key: keyOf('sanctionsChunk', { version: previous.version, index: chunkIndex(index) }),
            UpdateExpression: 'SET #ttl = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':at': expiresAt },
          }),
        )
        .catch((error: unknown) => {
          // A chunk already gone (an earlier load expired it) needs nothing.
          if (!isConditionFailure(error)) throw error
        })
    }
  }
  return pointer
}

/** Records that a load found the current version's files unchanged: the list is as fresh as OFAC's. */
export async function markListChecked(version: string, now: Date): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf('sanctionsList', {}),
        UpdateExpression: 'SET checkedAt = :at',
        // Another load may have switched the pointer meanwhile: its own times stand.
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':at': now.toISOString(), ':version': version },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}
