import { createHash } from 'node:crypto'
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import { conditionalUpdate } from './conditional-update'

/**
 * Binds the code step of a two-factor sign-in to the password step that started it. Cognito's
 * challenge is an opaque string the browser carries between the steps; cognito-local accepts any
 * string, another account's, or a spent one, and in AWS a stolen one would be answered for whoever
 * it belongs to. So the API answers only a challenge it handed out for this address (found under the
 * address's own partition), before it expires, and spends it on the first right code. Only a hash is
 * stored: the table never holds something that answers a challenge.
 */

/** Cognito's SOFTWARE_TOKEN_MFA session lasts 3 minutes; ours ends with it. */
const CHALLENGE_SECONDS = 180

const keyFor = (email: string, challenge: string) =>
  keyOf('signInChallenge', { email, id: createHash('sha256').update(challenge).digest('base64url') })

const ClaimedSchema = z.object({ sub: z.string(), addressAttempt: z.optional(z.boolean()) })

/**
 * Remembers a challenge the password step of `email` (account `sub`) got from Cognito, and whether
 * that step's attempt was counted for the address (store/login-attempts.ts): the right code gives it back.
 */
export async function recordChallenge(email: string, sub: string, challenge: string, now: Date, addressAttempt: boolean): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  await dynamo.send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: { ...keyFor(email, challenge), sub, addressAttempt, [TTL_ATTRIBUTE]: nowSeconds + CHALLENGE_SECONDS },
    }),
  )
}

/**
 * Takes the challenge for one answer: the account it belongs to, or undefined when this address was
 * given no such challenge, it expired, or another answer holds it (a replay or a parallel guess).
 * The condition makes two answers at once impossible: only one of them claims it.
 */
export async function claimChallenge(
  email: string,
  challenge: string,
  now: Date,
): Promise<{ sub: string; claimedAt: number; addressAttempt: boolean } | undefined> {
  const claimedAt = now.getTime()
  const claim = dynamo.send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: keyFor(email, challenge),
      UpdateExpression: 'SET claimedAt = :at',
      // TTL deletes late, so the expiry is checked here too.
      ConditionExpression: 'attribute_exists(pk) AND #expires > :now AND attribute_not_exists(claimedAt)',
      ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':at': claimedAt, ':now': Math.floor(claimedAt / 1000) },
      ReturnValues: 'ALL_NEW',
    }),
  )
  if (!(await conditionHeld(claim))) return undefined
  const item = z.safeParse(ClaimedSchema, (await claim).Attributes)
  return item.success ? { sub: item.data.sub, claimedAt, addressAttempt: item.data.addressAttempt === true } : undefined
}

/** A wrong code leaves the challenge for the next try (Cognito's does too); the lockout counts the tries. */
export async function releaseChallenge(email: string, challenge: string, claimedAt: number): Promise<void> {
  await conditionalUpdate({
    Key: keyFor(email, challenge),
    UpdateExpression: 'REMOVE claimedAt',
    ConditionExpression: 'claimedAt = :at',
    ExpressionAttributeValues: { ':at': claimedAt },
  })
}

/** A challenge answered (or refused by Cognito) is gone: it never answers again. */
export async function spendChallenge(email: string, challenge: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: keyFor(email, challenge) }))
}
