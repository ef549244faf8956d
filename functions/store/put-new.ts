import { isDeepStrictEqual } from 'node:util'
import type { AttributeValue } from '@aws-sdk/client-dynamodb'
import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { unmarshall } from '@aws-sdk/util-dynamodb'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'

/**
 * Writes an item that must not exist yet: 'written', or 'exists' when another write put it there first.
 *
 * Why not a bare `attribute_not_exists(pk)` put: the SDK retries a call whose answer was lost (a
 * time-out on a busy machine, clients.ts), and the retry of a put that had landed fails its own
 * condition. Read as "taken", that turned a quote that was issued into a 409 and a notification that
 * was claimed into one nobody sends. So the refusal brings the stored item back
 * (ReturnValuesOnConditionCheckFailure) and, when it is the item sent, the write was ours. Items
 * written here must be unique to their writer (an id or a claim token in them).
 */
export async function putNew(tableName: string, item: Record<string, unknown>): Promise<'written' | 'exists'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    )
    return 'written'
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    return isOwnItem(storedItemOf(error), item) ? 'written' : 'exists'
  }
}

function storedItemOf(error: unknown): Record<string, AttributeValue> | undefined {
  const stored: unknown = (error as { Item?: unknown }).Item
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, AttributeValue>) : undefined
}

/** The stored item equals the one sent, as DynamoDB keeps it (undefined fields dropped, as the document client does). */
function isOwnItem(stored: Record<string, AttributeValue> | undefined, sent: Record<string, unknown>): boolean {
  return stored !== undefined && isDeepStrictEqual(unmarshall(stored), JSON.parse(JSON.stringify(sent)))
}
