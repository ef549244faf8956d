import { createHash } from 'node:crypto'
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { REFRESH_TOKEN_DAYS } from '../../shared/auth/session-lifetime'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf, prefixOf } from '../model/table-keys'

/**
 * Ending every session of a user, locally as in AWS. cognito-local has no GlobalSignOut, and in AWS
 * it would still leave each access token working until it expires, so the API keeps the cut-off
 * itself:
 *
 * - `tokensRevokedBefore` on the profile (epoch seconds): the token check, which reads the profile on
 *   every request anyway, refuses an access token issued (or, in AWS, whose sign-in was) at or
 *   before it (revoked-tokens.ts).
 * - A session item per refresh token (by its hash, never the token), written at sign-in: the refresh
 *   route refuses a session that is unknown or started at or before the cut-off, and revokes its
 *   refresh token at Cognito. Only the API refreshes (the browser never learns the app client).
 *
 * A sign-in in the same second as a cut-off would be refused by it (tokens carry whole seconds), so
 * sign-in then waits for the next second (services/accounts.ts).
 */
const sessionKey = (sub: string, refreshToken: string) => keyOf('session', { sub, id: createHash('sha256').update(refreshToken).digest('base64url') })

const SessionSchema = z.object({ sk: z.string(), startedAt: z.number(), accessJti: z.optional(z.string()) })

/**
 * Remembers a new session until its refresh token expires: when it started (the sign-in's token
 * time, epoch seconds) and its current access token, so a sign-out that sends only that token can
 * still end it.
 */
export async function recordSession(sub: string, refreshToken: string, startedAt: number, accessJti: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: { ...sessionKey(sub, refreshToken), startedAt, accessJti, [TTL_ATTRIBUTE]: startedAt + REFRESH_TOKEN_DAYS * 86_400 },
    }),
  )
}

/** When the session of this refresh token started (epoch seconds), or undefined for one the API does not know. */
export async function sessionStart(sub: string, refreshToken: string): Promise<number | undefined> {
  const parsed = z.safeParse(SessionSchema, await readItem(sessionKey(sub, refreshToken)))
  return parsed.success ? parsed.data.startedAt : undefined
}

/** Notes the session's new access token after a refresh; a session forgotten meanwhile stays forgotten. */
export async function noteSessionToken(sub: string, refreshToken: string, accessJti: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: sessionKey(sub, refreshToken),
        UpdateExpression: 'SET accessJti = :jti',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':jti': accessJti },
      }),
    )
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}

export async function forgetSession(sub: string, refreshToken: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: sessionKey(sub, refreshToken) }))
}

/** Forgets the session whose current access token is `accessJti` (a user has a handful of sessions: one small query). */
export async function forgetSessionOfToken(sub: string, accessJti: string): Promise<void> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: 'accessJti = :jti',
      ExpressionAttributeValues: { ':pk': prefixOf('session', 'pk', { sub }), ':sk': prefixOf('session', 'sk'), ':jti': accessJti },
    }),
  )
  for (const item of out.Items ?? []) {
    const session = z.safeParse(SessionSchema, item)
    if (session.success)
      await dynamo.send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: { pk: prefixOf('session', 'pk', { sub }), sk: session.data.sk } }))
  }
}

/**
 * Ends every session of the user up to now: access tokens issued until this second and sessions
 * started until then are refused. A user deleted meanwhile needs nothing (no profile, no session).
 */
export async function endSessions(sub: string, now: Date): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: keyOf('profile', { sub }),
        UpdateExpression: 'SET tokensRevokedBefore = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
      }),
    )
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}
