import { QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { decodeCursor, encodeCursor } from './page-cursor'
import { keyOf, prefixOf } from '../model/table-keys'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]
const table = () => config().TABLE_NAME

/**
 * The compliance review queue: an item per held transfer in one partition, sorted by
 * when it was held, so the queue is one Query, oldest first. `saveTransfer` and the create write and
 * remove it with the transfer's status, in the same transaction.
 */
export const reviewPut = (id: string, heldAt: string): TransactItem => ({
  Put: { TableName: table(), Item: { ...keyOf('review', { heldAt, id }), transferId: id, heldAt } },
})

export const reviewDelete = (id: string, heldAt: string): TransactItem => ({
  Delete: { TableName: table(), Key: keyOf('review', { heldAt, id }) },
})

const CursorSchema = z.strictObject({ pk: z.literal(prefixOf('review', 'pk')), sk: z.string().check(z.maxLength(80)) })

/** A page of held transfers' ids, oldest hold first. */
export async function listReviewQueue(limit: number, cursor?: string): Promise<{ ids: string[]; nextCursor?: string }> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, CursorSchema)
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('review', 'pk') },
      ConsistentRead: true,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  )
  const ids = (out.Items ?? []).map((item) => item.transferId).filter((id): id is string => typeof id === 'string')
  const nextCursor = encodeCursor(out.LastEvaluatedKey)
  return { ids, ...(nextCursor ? { nextCursor } : {}) }
}
