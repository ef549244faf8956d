import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { Schema } from '../../shared/api/route-definition'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { BadRequestError } from '../lib/errors'

const INVALID = () => new BadRequestError('This page link is no longer valid', { cursor: 'Invalid cursor' })

/** DynamoDB's LastEvaluatedKey as an opaque, URL-safe cursor. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined
}

/**
 * The start key a cursor stands for, checked against `keySchema` (exactly the key attributes of the
 * list's index, for its partition): anything else is a 400, never a DynamoDB validation error.
 */
export function decodeCursor<S extends Schema>(cursor: string | undefined, keySchema: S): z.output<S> | undefined {
  if (cursor === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw INVALID()
  }
  const parsed = z.safeParse(keySchema, value)
  // DynamoDB refuses an empty string in any key attribute (a ValidationException, i.e. a 500).
  if (!parsed.success || Object.values(parsed.data as object).includes('')) throw INVALID()
  return parsed.data
}

/**
 * One page of a paged list: a single Query of at most `limit` items, resumed at `cursor` (checked
 * against `cursorSchema` first, see {@link decodeCursor}), its LastEvaluatedKey the next cursor.
 * Deliberately not a paginator: a paginator's Limit sizes each page of a read that goes on to the
 * end, while a list answers one page per request, so a page may hold fewer than `limit` items (or
 * none) and still have a cursor.
 */
export async function queryPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  page: { limit: number; cursor: string | undefined; cursorSchema: z.ZodMiniType<Record<string, string>> },
  toItem: (item: Record<string, unknown>) => T,
): Promise<{ items: T[]; nextCursor?: string }> {
  const start = decodeCursor(page.cursor, page.cursorSchema)
  const out = await dynamo.send(
    new QueryCommand({ ...input, TableName: config().TABLE_NAME, Limit: page.limit, ...(start ? { ExclusiveStartKey: start } : {}) }),
  )
  const nextCursor = encodeCursor(out.LastEvaluatedKey)
  return { items: (out.Items ?? []).map(toItem), ...(nextCursor ? { nextCursor } : {}) }
}

/**
 * One page of one partition's items under a sort-key prefix (a user's documents, a sender's
 * recipients), newest first: their sort keys grow with time, so the Query reads backwards. The cursor
 * must be a key of that partition and prefix.
 */
export function newestInPartition<T>(
  partition: { pk: string; skPrefix: string },
  page: { limit: number; cursor: string | undefined },
  toItem: (item: Record<string, unknown>) => T,
): Promise<{ items: T[]; nextCursor?: string }> {
  return queryPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition.pk, ':prefix': partition.skPrefix },
      ScanIndexForward: false,
    },
    {
      ...page,
      cursorSchema: z.strictObject({ pk: z.literal(partition.pk), sk: z.string().check(z.startsWith(partition.skPrefix), z.maxLength(64)) }),
    },
    toItem,
  )
}
