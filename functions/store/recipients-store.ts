import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { RecipientSchema, type Recipient } from '../../shared/recipients/recipient-schemas'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { keyOf, prefixOf } from '../model/table-keys'
import { readItem } from './item-reads'
import { newestInPartition } from './page-cursor'

/**
 * A sender's saved recipients (entity `recipient`): one item each in the sender's partition, so the
 * owner is part of the key and a caller can only ever reach their own (another's id is simply not
 * there). Transfers are never read or written here.
 */
const table = () => config().TABLE_NAME
const RECIPIENT_PREFIX = prefixOf('recipient', 'sk')

const fromItem = (item: Record<string, unknown>): Recipient => z.parse(RecipientSchema, item)

/** One page of a sender's recipients, newest first. */
export async function listRecipientItems(ownerId: string, limit: number, cursor?: string): Promise<{ items: Recipient[]; nextCursor?: string }> {
  return newestInPartition({ pk: prefixOf('recipient', 'pk', { ownerId }), skPrefix: RECIPIENT_PREFIX }, { limit, cursor }, fromItem)
}

/** How many recipients a sender keeps (keys only: a Select COUNT reads no attributes back). */
export async function countRecipients(ownerId: string): Promise<number> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': prefixOf('recipient', 'pk', { ownerId }), ':prefix': RECIPIENT_PREFIX },
      Select: 'COUNT',
    }),
  )
  return out.Count ?? 0
}

export async function getRecipientItem(ownerId: string, id: string): Promise<Recipient | undefined> {
  const item = await readItem(keyOf('recipient', { ownerId, id }))
  return item ? fromItem(item) : undefined
}

/**
 * Writes a recipient: a new one only if its key is free, a changed one only if it is still at the
 * version it was read at (`expectedVersion`). False when that condition failed, unless the item
 * stored is this very write: an SDK retry after a lost answer finds its own first attempt landed.
 */
export async function putRecipientItem(recipient: Recipient, expectedVersion?: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: table(),
        Item: { ...keyOf('recipient', { ownerId: recipient.ownerId, id: recipient.id }), ...recipient },
        ...(expectedVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    )
    return true
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    const stored = await getRecipientItem(recipient.ownerId, recipient.id)
    return stored?.version === recipient.version && stored.updatedAt === recipient.updatedAt
  }
}

/**
 * Deletes a recipient of `ownerId`; false when there was none. Read first, then deleted without a
 * condition, so a retried delete whose first answer was lost still answers as the first did.
 */
export async function deleteRecipientItem(ownerId: string, id: string): Promise<boolean> {
  if (!(await getRecipientItem(ownerId, id))) return false
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: keyOf('recipient', { ownerId, id }) }))
  return true
}
