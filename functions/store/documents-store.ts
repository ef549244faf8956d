import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import * as z from 'zod/mini'
import { DocumentSchema, MAX_PENDING_UPLOADS, type Document } from '../../shared/documents/document-schemas'
import { cancellationCodes, conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError } from '../lib/errors'
import { newestInPartition } from './page-cursor'
import { withoutHiddenCharacters } from '../../shared/text/safe-text'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'

/**
 * Documents (entity `document`: a user's documents in one partition, oldest first by sort key, so
 * lists query backwards) and the `documentOwner` item naming the owner, so a document is found by
 * id alone in two reads. Both are written and deleted in one transaction.
 */
const table = () => config().TABLE_NAME
const DOC_PREFIX = prefixOf('document', 'sk')
const documentKey = (ownerId: string, id: string) => keyOf('document', { ownerId, id })
const documentLookupKey = (id: string) => keyOf('documentOwner', { id })

/** A document moved (or went) between its read and a write. */
export const DOCUMENT_CHANGED = 'This document was changed by someone else. Reload and try again.'

/**
 * A document with what the server remembers about its file: where it is stored (a key the server
 * chose; absent on documents older than that, see `legacyDocumentObjectKey`), and the S3 version
 * and ETag read when it was accepted, so a download serves exactly those bytes. Never returned by the API.
 */
export interface StoredDocument extends Document {
  objectKey?: string
  versionId?: string
  etag?: string
}

const StoredDocumentSchema = z.object({
  ...DocumentSchema.shape,
  objectKey: z.optional(z.string()),
  versionId: z.optional(z.string()),
  etag: z.optional(z.string()),
})

const fromItem = (item: Record<string, unknown>): StoredDocument => z.parse(StoredDocumentSchema, item)

/**
 * The API's view: no storage details, and the labels without hidden characters (the create refuses
 * them now; documents stored before may still hold them, and must not spoof a screen).
 */
export function publicDocument(document: StoredDocument): Document {
  const { objectKey: _objectKey, versionId: _versionId, etag: _etag, ...visible } = document
  return z.parse(DocumentSchema, {
    ...visible,
    name: withoutHiddenCharacters(visible.name),
    description: withoutHiddenCharacters(visible.description),
    fileName: withoutHiddenCharacters(visible.fileName),
  })
}

const PUT_ATTEMPTS = 5

const pendingKey = (ownerId: string) => keyOf('pendingUploads', { ownerId })

/** One pending upload more or less in the owner's count (`delta` +1 or -1), as a transaction item. */
function pendingCount(ownerId: string, delta: 1 | -1) {
  return {
    Update: {
      TableName: table(),
      Key: pendingKey(ownerId),
      UpdateExpression: 'ADD pending :delta',
      ExpressionAttributeValues: { ':delta': delta, ...(delta > 0 ? { ':max': MAX_PENDING_UPLOADS } : {}) },
      // Taking a slot needs a free one; giving one back never fails.
      ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(pending) OR pending < :max' } : {}),
    },
  }
}

/**
 * Writes a new pending document, its lookup item and one more pending upload in the owner's count,
 * in one transaction: false (nothing written) when the owner already has {@link MAX_PENDING_UPLOADS}.
 * A pending document is listed on gsi2 by creation time, so stale ones can be found and swept.
 */
export async function putDocument(document: StoredDocument): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: { ...documentKey(document.ownerId, document.id), ...pendingIndexKey(document), ...document },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: table(),
                Item: { ...documentLookupKey(document.id), ownerId: document.ownerId },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            pendingCount(document.ownerId, 1),
          ],
        }),
      )
      return true
    } catch (error) {
      const codes = cancellationCodes(error)
      if (codes[2] === 'ConditionalCheckFailed') return false
      // Uploads started at once collide on the count: a short wait, and the next try sees the others' slots.
      if (!codes.includes('TransactionConflict') || attempt === PUT_ATTEMPTS) throw error
      await sleep(10 + randomInt(40))
    }
  }
}

const pendingIndexKey = (document: Pick<Document, 'createdAt' | 'id'>) =>
  indexKeyOf('document', 'gsi2', { createdAt: document.createdAt, id: document.id })

/** The document with this id, whoever owns it (callers decide who may see it). */
export async function findDocument(id: string): Promise<StoredDocument | undefined> {
  const lookup = await dynamo.send(new GetCommand({ TableName: table(), Key: documentLookupKey(id), ConsistentRead: true }))
  const ownerId: unknown = lookup.Item?.ownerId
  if (typeof ownerId !== 'string') return undefined
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: documentKey(ownerId, id), ConsistentRead: true }))
  return out.Item ? fromItem(out.Item) : undefined
}

/** The document with this id among its owner's, or undefined. */
export async function readOwnersDocument(ownerId: string, id: string): Promise<StoredDocument | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: documentKey(ownerId, id), ConsistentRead: true }))
  return out.Item ? fromItem(out.Item) : undefined
}

/** One page of a user's documents, newest first (every status). */
export async function listDocuments(ownerId: string, limit: number, cursor?: string): Promise<{ items: Document[]; nextCursor?: string }> {
  return newestInPartition({ pk: prefixOf('document', 'pk', { ownerId }), skPrefix: DOC_PREFIX }, { limit, cursor }, (item) =>
    publicDocument(fromItem(item)),
  )
}

export type Outcome = { status: 'uploaded'; versionId?: string; etag?: string } | { status: 'rejected'; reason: string }

/**
 * Moves a pending document to its outcome. Only a pending document moves, so two completes racing
 * cannot both decide: the loser gets a 409.
 */
export async function settleDocument(document: StoredDocument, outcome: Outcome, now: string): Promise<StoredDocument> {
  const fields: Partial<StoredDocument> =
    outcome.status === 'rejected'
      ? { status: 'rejected', reason: outcome.reason, updatedAt: now }
      : {
          status: 'uploaded',
          updatedAt: now,
          ...(outcome.versionId ? { versionId: outcome.versionId } : {}),
          ...(outcome.etag ? { etag: outcome.etag } : {}),
        }
  const names = Object.keys(fields) as (keyof StoredDocument)[]
  const settled = await conditionHeld(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: documentKey(document.ownerId, document.id),
              // No longer pending: off the stale-upload index, and its slot given back.
              UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')} REMOVE gsi2pk, gsi2sk`,
              ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
              ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
              ExpressionAttributeValues: { ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])), ':pending': 'pending' },
            },
          },
          pendingCount(document.ownerId, -1),
        ],
      }),
    ),
  )
  if (!settled) throw new ConflictError(DOCUMENT_CHANGED)
  return { ...document, ...fields }
}

/**
 * Removes the document and its lookup item, on the condition that its status is still the one read
 * (so a sweep cannot remove an upload completed meanwhile, nor count a slot back twice); a pending
 * one gives its slot back. False when the document changed or went meanwhile.
 */
export async function removeDocument(document: Pick<Document, 'id' | 'ownerId' | 'status'>): Promise<boolean> {
  return conditionHeld(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: documentKey(document.ownerId, document.id),
              ConditionExpression: '#status = :status',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': document.status },
            },
          },
          { Delete: { TableName: table(), Key: documentLookupKey(document.id) } },
          ...(document.status === 'pending' ? [pendingCount(document.ownerId, -1)] : []),
        ],
      }),
    ),
  )
}

/**
 * Pending documents created before `createdBefore` (ISO time), oldest first, from the sparse gsi2
 * listing of pending documents: the uploads never completed, to sweep. At most `limit`.
 */
export async function staleUploads(createdBefore: string, limit: number): Promise<StoredDocument[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
      ExpressionAttributeValues: { ':pk': prefixOf('document', 'pk', {}, 'gsi2'), ':before': createdBefore },
      Limit: limit,
    }),
  )
  return (out.Items ?? []).map(fromItem)
}
