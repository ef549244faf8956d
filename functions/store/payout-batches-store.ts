import { paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { PayoutBatchSchema, PayoutResultSchema, type PayoutBatch, type PayoutResult } from '../../shared/payouts/payout-batch'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'
import { readItem } from './item-reads'
import { queryPage } from './page-cursor'
import { putNew } from './put-new'
import type { TransactItem } from './transfer-items'

/** Payout batches and their results (docs/payout-batches.md, data-model.md). */

const table = () => config().TABLE_NAME

/** A batch as stored: the API's shape and the version its updates are conditioned on. */
export type StoredBatch = PayoutBatch & { version: number }

const StoredBatchSchema = z.object({ ...PayoutBatchSchema.shape, version: z.int() })

const batchItem = (batch: StoredBatch) => ({
  ...keyOf('payoutBatch', { id: batch.id }),
  ...indexKeyOf('payoutBatch', 'gsi2', { id: batch.id }),
  ...batch,
})

/** A new batch's item, for the transaction that takes its transfers out of the queue: its id is fresh. */
export const newBatchPut = (batch: StoredBatch): TransactItem => ({
  Put: { TableName: table(), Item: batchItem(batch), ConditionExpression: 'attribute_not_exists(pk)' },
})

export async function getBatch(id: string): Promise<StoredBatch | undefined> {
  const item = await readItem(keyOf('payoutBatch', { id }))
  return item ? z.parse(StoredBatchSchema, item) : undefined
}

/** The batch at its next version, if nobody changed it since `before`: false when someone did (read again and redo). */
export async function replaceBatch(before: StoredBatch, after: PayoutBatch): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: table(),
        Item: batchItem({ ...after, version: before.version + 1 }),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': before.version },
      }),
    )
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

const batchCursor = z.strictObject({
  pk: z.string().check(z.startsWith(prefixOf('payoutBatch', 'pk'))),
  sk: z.literal('BATCH'),
  gsi2pk: z.literal(prefixOf('payoutBatch', 'pk', {}, 'gsi2')),
  gsi2sk: z.string().check(z.maxLength(64)),
})

/** A page of every batch, newest first. */
export async function listBatches(limit: number, cursor: string | undefined): Promise<{ items: PayoutBatch[]; nextCursor?: string }> {
  return queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('payoutBatch', 'pk', {}, 'gsi2') },
      ScanIndexForward: false,
    },
    { limit, cursor, cursorSchema: batchCursor },
    (item) => z.parse(PayoutBatchSchema, item),
  )
}

/** Every result recorded for a batch (at most one per transfer, so at most the batch's size). */
export async function listResults(batchId: string): Promise<PayoutResult[]> {
  const results: PayoutResult[] = []
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': prefixOf('payoutResult', 'pk', { batchId }), ':sk': prefixOf('payoutResult', 'sk') },
      ConsistentRead: true,
    },
  )
  for await (const page of pages) for (const item of page.Items ?? []) results.push(z.parse(PayoutResultSchema, item))
  return results
}

/** A transfer's result, written with its move: only if none was recorded (a second one fails the move's transaction). */
export const resultPut = (batchId: string, result: PayoutResult): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...keyOf('payoutResult', { batchId, transferId: result.transferId }), ...result },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
})

/** A result with no move of its transfer (the row was refused: the transfer was final already); 'exists' if one was recorded first. */
export const putResult = (batchId: string, result: PayoutResult): Promise<'written' | 'exists'> =>
  putNew(table(), { ...keyOf('payoutResult', { batchId, transferId: result.transferId }), ...result })
