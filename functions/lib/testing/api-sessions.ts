import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { AwsClientStub } from 'aws-sdk-client-mock'
import { mintToken, tokenHash } from '../../model/api-sessions'
import { keyOf } from '../../model/table-keys'

/**
 * A live API access token of `sub` for in-process tests, and the item the table keeps for it
 * (model/api-sessions.ts): signed in a minute ago, an hour to live; `extra` overrides (an expiry in
 * the past, a sign-in before a cut-off, the Cognito token the session keeps).
 */
export function testAccessItem(sub: string, extra: Record<string, unknown> = {}): { token: string; item: Record<string, unknown> } {
  const token = mintToken()
  const now = Math.floor(Date.now() / 1000)
  const item = {
    ...keyOf('accessToken', { hash: tokenHash(token) }),
    sub,
    sessionId: `session-of-${sub}`,
    startedAt: now - 60,
    expiresAt: now + 3600,
    cognitoAccessToken: `cognito-access-token-of-${sub}`,
    ...extra,
  }
  return { token, item }
}

/** A bearer the mocked DynamoDB answers the access read of (see {@link testAccessItem}). */
export function stubAccessToken(dynamo: AwsClientStub<DynamoDBDocumentClient>, sub: string, extra: Record<string, unknown> = {}): string {
  const { token, item } = testAccessItem(sub, extra)
  dynamo.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item })
  return token
}
