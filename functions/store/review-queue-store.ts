import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { config } from '../lib/config'
import { queryPage } from './page-cursor'
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
  const { items, nextCursor } = await queryPage(
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': prefixOf('review', 'pk') }, ConsistentRead: true },
    { limit, cursor, cursorSchema: CursorSchema },
    (item) => item.transferId,
  )
  return { ids: items.filter((id): id is string => typeof id === 'string'), ...(nextCursor ? { nextCursor } : {}) }
}
