import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { DocumentSchema, type Document } from '../../shared/documents/document-schemas'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError } from '../lib/errors'
import { decodeCursor, encodeCursor } from './page-cursor'
import { keyOf, prefixOf } from './table-keys'

/**
 * Documents (entity `document`: a user's documents in one partition, oldest first by sort key, so
 * lists query backwards) and the `documentOwner` item naming the owner, so a document is found by
 * id alone in two reads. Both are written and deleted in one transaction.
 */
const table = () => config().TABLE_NAME
const DOC_PREFIX = prefixOf('document', 'sk')
const documentKey = (ownerId: string, id: string) => keyOf('document', { ownerId, id })
const documentLookupKey = (id: string) => keyOf('documentOwner', { id })

/**
 * A document with what the server remembers about its checked file: the S3 version and ETag read
 * when it was accepted, so a download serves exactly those bytes. Never returned by the API.
 */
export interface StoredDocument extends Document {
  versionId?: string
  etag?: string
}

const StoredDocumentSchema = z.object({
  ...DocumentSchema.shape,
  versionId: z.optional(z.string()),
  etag: z.optional(z.string()),
})

const fromItem = (item: Record<string, unknown>): StoredDocument => z.parse(StoredDocumentSchema, item)

/** The API's view: no storage details. */
export function publicDocument(document: StoredDocument): Document {
  const { versionId: _versionId, etag: _etag, ...visible } = document
  return z.parse(DocumentSchema, visible)
}

export async function putDocument(document: Document): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: { ...documentKey(document.ownerId, document.id), ...document },
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
      ],
    }),
  )
}

/** The document with this id, whoever owns it (callers decide who may see it). */
export async function findDocument(id: string): Promise<StoredDocument | undefined> {
  const lookup = await dynamo.send(new GetCommand({ TableName: table(), Key: documentLookupKey(id), ConsistentRead: true }))
  const ownerId: unknown = lookup.Item?.ownerId
  if (typeof ownerId !== 'string') return undefined
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: documentKey(ownerId, id), ConsistentRead: true }))
  return out.Item ? fromItem(out.Item) : undefined
}

/** A document list cursor is exactly a table key of the owner's partition. */
function cursorSchema(ownerId: string) {
  return z.strictObject({
    pk: z.literal(prefixOf('document', 'pk', { ownerId })),
    sk: z.string().check(z.startsWith(DOC_PREFIX), z.maxLength(64)),
  })
}

/** One page of a user's documents, newest first (every status). */
export async function listDocuments(ownerId: string, limit: number, cursor?: string): Promise<{ items: Document[]; nextCursor?: string }> {
  const start = decodeCursor(cursor, cursorSchema(ownerId))
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :doc)',
      ExpressionAttributeValues: { ':pk': prefixOf('document', 'pk', { ownerId }), ':doc': DOC_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  )
  const nextCursor = encodeCursor(out.LastEvaluatedKey)
  return { items: (out.Items ?? []).map((item) => publicDocument(fromItem(item))), ...(nextCursor ? { nextCursor } : {}) }
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
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: documentKey(document.ownerId, document.id),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])), ':pending': 'pending' },
      }),
    )
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('This document was changed by someone else. Reload and try again.')
    throw error
  }
  return { ...document, ...fields }
}

/** Removes the document and its lookup item. */
export async function removeDocument(document: Pick<Document, 'id' | 'ownerId'>): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: table(), Key: documentKey(document.ownerId, document.id) } },
        { Delete: { TableName: table(), Key: documentLookupKey(document.id) } },
      ],
    }),
  )
}
