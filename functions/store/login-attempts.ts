import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { keyOf } from './table-keys'

/**
 * Failed sign-ins per e-mail address in a sliding window: after MAX_FAILED_LOGINS failures within
 * LOCKOUT_MINUTES the address is locked until the window ends. Our own throttle, so it holds the
 * same way against cognito-local (which has none) and Cognito (whose lockout is less predictable).
 * Items expire through the table's TTL.
 */
export const MAX_FAILED_LOGINS = 5
export const LOCKOUT_MINUTES = 15
export const LOCKED_MESSAGE = `Too many failed sign-in attempts. Please try again in ${LOCKOUT_MINUTES} minutes.`

const key = (email: string) => keyOf('loginFailures', { email })

/** True while the address has used up its failed attempts. */
export async function isLockedOut(email: string, now: Date): Promise<boolean> {
  const out = await dynamo.send(new GetCommand({ TableName: config().TABLE_NAME, Key: key(email), ConsistentRead: true }))
  const failures = Number(out.Item?.failures ?? 0)
  const until = Number(out.Item?.expiresAt ?? 0)
  return failures >= MAX_FAILED_LOGINS && until * 1000 > now.getTime()
}

/** Counts one failure; the window starts at the first failure and is not extended by later ones. */
export async function recordFailedLogin(email: string, now: Date): Promise<void> {
  const windowEnd = Math.floor(now.getTime() / 1000) + LOCKOUT_MINUTES * 60
  await dynamo
    .send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: key(email),
        // An expired window starts over at 1.
        UpdateExpression: 'SET failures = if_not_exists(failures, :zero) + :one, expiresAt = if_not_exists(expiresAt, :end)',
        ConditionExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':end': windowEnd, ':now': Math.floor(now.getTime() / 1000) },
      }),
    )
    .catch(async (error: unknown) => {
      if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error
      await dynamo.send(
        new UpdateCommand({
          TableName: config().TABLE_NAME,
          Key: key(email),
          UpdateExpression: 'SET failures = :one, expiresAt = :end',
          ExpressionAttributeValues: { ':one': 1, ':end': windowEnd },
        }),
      )
    })
}

export async function clearFailedLogins(email: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: key(email) }))
}
