import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ServiceUnavailableError } from '../lib/errors'

export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number]

/** Rounds of unprocessed items a batch write sends again before it gives up (DynamoDB leaves them when throttled). */
const UNPROCESSED_ROUNDS = 8

/**
 * Puts and deletes of independent items, 25 to a BatchWriteItem; items DynamoDB leaves unprocessed
 * are sent again after a growing pause. Each request is idempotent on its own (a put of a whole item,
 * a delete), so a repeat after a failure changes nothing.
 */
export async function writeAll(requests: readonly WriteRequest[]): Promise<void> {
  const table = config().TABLE_NAME
  for (let at = 0; at < requests.length; at += 25) {
    let pending: WriteRequest[] = requests.slice(at, at + 25)
    for (let round = 0; pending.length > 0; round++) {
      if (round === UNPROCESSED_ROUNDS) throw new ServiceUnavailableError('The table is busy. Try again.')
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round))
      const out = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }))
      pending = out.UnprocessedItems?.[table] ?? []
    }
  }
}
