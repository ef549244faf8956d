import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'

/**
 * Access tokens signed out before they expire. A JWT stays valid until `exp` whatever Cognito
 * knows, so the API keeps their ids until then (the item's TTL) and refuses them.
 */
const key = (jti: string) => ({ pk: `REVOKED#${jti}`, sk: 'TOKEN' })

export async function revokeAccessToken(jti: string, exp: number): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: config().TABLE_NAME, Item: { ...key(jti), expiresAt: exp } }))
}

export async function isAccessTokenRevoked(jti: string): Promise<boolean> {
  const out = await dynamo.send(new GetCommand({ TableName: config().TABLE_NAME, Key: key(jti), ConsistentRead: true }))
  return out.Item !== undefined
}
