import { createHash } from 'node:crypto'
import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TooManyRequestsError } from '../lib/errors'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'

/** The per-minute window entities of anonymous routes: the quotes' and the tracking page's. */
type WindowEntity = 'quoteWindow' | 'trackWindow'

/**
 * Counts one request of `client` (an IP from `clientIpOf`, stored hashed) in the current minute,
 * refusing past `max` with `message` (429, Retry-After until the minute ends). Counted by a
 * conditional ADD, so a burst cannot race it; the item expires by TTL a minute after its window.
 */
export async function takeClientAllowance(entity: WindowEntity, client: string, now: Date, max: number, message: string): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const start = nowSeconds - (nowSeconds % 60)
  const hashed = createHash('sha256').update(client).digest('base64url')
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: keyOf(entity, { client: hashed, start: String(start) }),
        UpdateExpression: 'ADD requests :one SET #ttl = if_not_exists(#ttl, :expires)',
        ConditionExpression: 'attribute_not_exists(requests) OR requests < :max',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':max': max, ':expires': start + 120 },
      }),
    )
  } catch (error) {
    if (isConditionFailure(error)) throw new TooManyRequestsError(message, start + 60 - nowSeconds)
    throw error
  }
}
