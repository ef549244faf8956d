import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { REFRESH_TOKEN_DAYS } from '../../shared/auth/session-lifetime'
import { conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { conditionalUpdate } from './conditional-update'
import { readItem } from './item-reads'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'
import {
  AccessItemSchema,
  liveAccess,
  liveAccessTokens,
  mintToken,
  SessionItemSchema,
  tokenHash,
  type AccessItem,
  type SessionItem,
} from '../model/api-sessions'

/**
 * The API's sessions (model/api-sessions.ts): a session item per API refresh token and an item per
 * API access token, each keyed by the token's SHA-256. Signing out deletes them (at once, no list of
 * revoked tokens); ending every session of a user is the cut-off on the profile
 * (`tokensRevokedBefore`, {@link endSessions}), which both the request wrapper and refresh compare
 * with the session's sign-in time.
 */

/** What a new session, or a refresh, hands the browser: opaque tokens, nothing of Cognito's. */
export interface ApiTokens {
  accessToken: string
  refreshToken: string
  expiresInSeconds: number
}

/** What Cognito answered a sign-in or refresh with, as the API keeps it. */
interface CognitoAnswer {
  accessToken: string
  expiresInSeconds: number
}

const table = () => config().TABLE_NAME
const seconds = (now: Date) => Math.floor(now.getTime() / 1000)

/** The access item of a Cognito answer: the API's token lives exactly as long as Cognito's. */
function accessItem(sub: string, sessionId: string, startedAt: number, cognito: CognitoAnswer, now: Date) {
  const accessToken = mintToken()
  const hash = tokenHash(accessToken)
  const expiresAt = seconds(now) + cognito.expiresInSeconds
  const item = { ...keyOf('accessToken', { hash }), sub, sessionId, startedAt, cognitoAccessToken: cognito.accessToken, [TTL_ATTRIBUTE]: expiresAt }
  return { accessToken, hash, expiresAt, item }
}

/**
 * Starts a session: its item and its first access token's, written together. `startedAt` is the
 * sign-in's time (epoch seconds), which the cut-off of ended sessions is compared with.
 */
export async function createSession(
  sub: string,
  startedAt: number,
  cognito: CognitoAnswer & { refreshToken: string },
  now: Date,
): Promise<ApiTokens> {
  const refreshToken = mintToken()
  const sessionId = tokenHash(refreshToken)
  const access = accessItem(sub, sessionId, startedAt, cognito, now)
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: {
              ...keyOf('session', { id: sessionId }),
              sub,
              startedAt,
              cognitoRefreshToken: cognito.refreshToken,
              accessTokens: { [access.hash]: access.expiresAt },
              [TTL_ATTRIBUTE]: startedAt + REFRESH_TOKEN_DAYS * 86_400,
            },
          },
        },
        { Put: { TableName: table(), Item: access.item } },
      ],
    }),
  )
  return { accessToken: access.accessToken, refreshToken, expiresInSeconds: cognito.expiresInSeconds }
}

/** The caller an access token stands for, or undefined for an unknown, expired or signed-out one (one GetItem). */
export async function readAccess(accessToken: string, now: Date): Promise<AccessItem | undefined> {
  return liveAccess(await readItem(keyOf('accessToken', { hash: tokenHash(accessToken) })), now)
}

/** A session the API knows, found by its refresh token; undefined for any other token. */
export async function readSession(refreshToken: string): Promise<(SessionItem & { id: string }) | undefined> {
  const id = tokenHash(refreshToken)
  const parsed = z.safeParse(SessionItemSchema, await readItem(keyOf('session', { id })))
  return parsed.success ? { ...parsed.data, id } : undefined
}

/**
 * A new access token for a session, from Cognito's refresh answer. The earlier ones stay valid until
 * they expire (another tab may still hold one); the session's map drops those that have. The refresh
 * token stays the session's: the SPA's tabs each refresh with the one they share, so rotating it
 * would end a session whenever two tabs refresh at once. Undefined when the session ended meanwhile.
 */
export async function addAccessToken(
  session: SessionItem & { id: string },
  cognito: CognitoAnswer,
  now: Date,
): Promise<Omit<ApiTokens, 'refreshToken'> | undefined> {
  const access = accessItem(session.sub, session.id, session.startedAt, cognito, now)
  const live = liveAccessTokens(session.accessTokens, now)
  const expired = Object.keys(session.accessTokens).filter((hash) => !(hash in live))
  // Its own entry set and the expired ones removed, by name: two tabs refreshing at once each keep theirs.
  const names = Object.fromEntries([access.hash, ...expired].map((hash, i) => [`#t${i}`, hash]))
  const remove = expired.map((_, i) => `accessTokens.#t${i + 1}`)
  const added = await conditionHeld(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: keyOf('session', { id: session.id }),
              UpdateExpression: `SET accessTokens.#t0 = :exp${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ':exp': access.expiresAt },
            },
          },
          { Put: { TableName: table(), Item: access.item } },
        ],
      }),
    ),
  )
  if (!added) return undefined
  return { accessToken: access.accessToken, expiresInSeconds: cognito.expiresInSeconds }
}

/**
 * Ends one session at once: every access token it handed out, then its item (so a retry after a
 * failure half-way still finds the session and finishes). A request with one of its tokens is a 401
 * from then on. Answers Cognito's refresh token, for the caller to revoke there; undefined when the
 * session was gone already.
 */
export async function endSession(sessionId: string): Promise<string | undefined> {
  const key = keyOf('session', { id: sessionId })
  const parsed = z.safeParse(SessionItemSchema, await readItem(key))
  // A handful per session (one per refresh within the hour): single deletes, side by side.
  const hashes = parsed.success ? Object.keys(parsed.data.accessTokens) : []
  await Promise.all(hashes.map((hash) => dynamo.send(new DeleteCommand({ TableName: table(), Key: keyOf('accessToken', { hash }) }))))
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: key }))
  return parsed.success ? parsed.data.cognitoRefreshToken : undefined
}

/** Ends the session an access token belongs to (sign-out with the bearer only). */
export async function endSessionOfAccess(accessToken: string): Promise<string | undefined> {
  const key = keyOf('accessToken', { hash: tokenHash(accessToken) })
  // Expired or not: signing out with a token past its hour still ends the session it came from.
  const access = z.safeParse(AccessItemSchema, await readItem(key))
  const cognitoRefreshToken = access.success ? await endSession(access.data.sessionId) : undefined
  // The token presented goes in any case (one whose session is gone, or no session lists).
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: key }))
  return cognitoRefreshToken
}

/**
 * Ends every session of the user up to now: sessions that signed in until this second are refused,
 * by the request wrapper and by refresh. A user deleted meanwhile needs nothing (no profile, no
 * caller). After a new password, the same write records when (`passwordChangedAt`), which e-mails
 * the account's address (services/notifications.ts).
 */
export async function endSessions(sub: string, now: Date, reason?: 'password'): Promise<void> {
  await conditionalUpdate({
    Key: keyOf('profile', { sub }),
    UpdateExpression: `SET tokensRevokedBefore = :now${reason === 'password' ? ', passwordChangedAt = :at' : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': seconds(now), ...(reason === 'password' ? { ':at': now.toISOString() } : {}) },
  })
}
