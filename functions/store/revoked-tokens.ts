import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import type { VerifiedToken } from '../lib/token-verifier'
import { keyOf } from '../model/table-keys'
import { MAX_REVOKED_TOKENS, RevokedTokensSchema } from '../model/token-revocations'

/**
 * Signing an access token out before it expires (and, by `tokensRevokedBefore`, every token of a
 * user up to a moment: sessions.ts). A JWT stays valid until `exp` whatever Cognito knows, so the
 * API keeps their ids until then on the user's profile item and refuses them
 * (model/token-revocations.ts). Each sign-out drops the entries that have expired.
 *
 * So that no one can grow their profile without bound by signing in and out, a user with
 * {@link MAX_REVOKED_TOKENS} live entries gets `tokensRevokedBefore` instead: every access token of
 * theirs issued up to that second is refused (their other devices sign in again), and the map
 * starts afresh.
 */
const ATTEMPTS = 3

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
