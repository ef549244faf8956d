import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import type { VerifiedToken } from '../lib/token-verifier'
import { keyOf } from './table-keys'

/**
 * Access tokens signed out before they expire (and, by `tokensRevokedBefore`, every token of a user
 * up to a moment: sessions.ts). A JWT stays valid until `exp` whatever Cognito
 * knows, so the API keeps their ids until then and refuses them. They live on their user's profile
 * item, `revokedTokens: { <jti>: <exp> }`, because the token check reads that item on every request
 * anyway: one read per request, not two. Each sign-out drops the entries that have expired.
 *
 * So that no one can grow their profile without bound by signing in and out, a user with
 * {@link MAX_REVOKED_TOKENS} live entries gets `tokensRevokedBefore` instead: every access token of
 * theirs issued up to that second is refused (their other devices sign in again), and the map
 * starts afresh.
 */
export const MAX_REVOKED_TOKENS = 100
const ATTEMPTS = 3

const RevokedTokensSchema = z.record(z.string(), z.number())
const RevocationsSchema = z.object({
  revokedTokens: z.optional(RevokedTokensSchema),
  tokensRevokedBefore: z.optional(z.number()),
})

/** Whether the profile item refuses this token (signed out, or issued before a cut-off). */
export function isRevokedBy(profileItem: Record<string, unknown>, token: Pick<VerifiedToken, 'jti' | 'iat' | 'authTime'>): boolean {
  const revocations = z.safeParse(RevocationsSchema, profileItem)
  // A malformed revocation record refuses every token: failing closed is the safe side of a bug.
  if (!revocations.success) return true
  const { revokedTokens, tokensRevokedBefore } = revocations.data
  if (revokedTokens && Object.hasOwn(revokedTokens, token.jti)) return true
  // The earlier of issue and sign-in: a token refreshed after the cut-off from a session begun before it is refused too.
  return tokensRevokedBefore !== undefined && Math.min(token.iat, token.authTime ?? token.iat) <= tokensRevokedBefore
}

/** The user's cut-off (epoch seconds): every session started at or before it has ended. */
export function sessionsEndedAt(profileItem: Record<string, unknown>): number | undefined {
  const revocations = z.safeParse(RevocationsSchema, profileItem)
  return revocations.success ? revocations.data.tokensRevokedBefore : Number.POSITIVE_INFINITY
}

/**
 * Adds the token to its user's revoked tokens until it expires. Concurrent sign-outs each add
 * their own entry and remove only expired ones, so none is lost; a user deleted meanwhile needs
 * nothing (a token without a profile is refused).
 */
export async function revokeAccessToken(token: Pick<VerifiedToken, 'sub' | 'jti' | 'exp'>, now: Date): Promise<void> {
  const table = config().TABLE_NAME
  const key = keyOf('profile', { sub: token.sub })
  const nowSeconds = Math.floor(now.getTime() / 1000)
  for (let attempt = 1; ; attempt++) {
    const out = await dynamo.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true, ProjectionExpression: 'pk, revokedTokens' }))
    if (!out.Item) return
    const stored = out.Item.revokedTokens
    const parsed = z.safeParse(RevokedTokensSchema, stored ?? {})
    const entries = parsed.success ? Object.entries(parsed.data) : []
    if (entries.some(([jti]) => jti === token.jti)) return
    const expired = entries.filter(([, exp]) => exp <= nowSeconds).map(([jti]) => jti)
    const capped = entries.length - expired.length >= MAX_REVOKED_TOKENS
    try {
      if (stored === undefined || !parsed.success || capped) {
        // A fresh map: the first sign-out, a record that is not a map of expiries, or the cap reached
        // (then a cut-off covers every live entry, including one a concurrent sign-out adds now).
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: `SET revokedTokens = :map${capped ? ', tokensRevokedBefore = :now' : ''}`,
            ConditionExpression: stored === undefined ? 'attribute_exists(pk) AND attribute_not_exists(revokedTokens)' : 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':map': { [token.jti]: token.exp }, ...(capped ? { ':now': nowSeconds } : {}) },
          }),
        )
      } else {
        const names = Object.fromEntries([token.jti, ...expired].map((jti, i) => [`#t${i}`, jti]))
        const remove = expired.map((_, i) => `revokedTokens.#t${i + 1}`)
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: `SET revokedTokens.#t0 = :exp${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
            ConditionExpression: 'attribute_exists(revokedTokens)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':exp': token.exp },
          }),
        )
      }
      return
    } catch (error) {
      // The map appeared, or the profile went, between the read and the write: read again.
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error
    }
  }
}
