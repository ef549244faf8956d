import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { keyOf } from './table-keys'

/**
 * Adds an address to the list. An address already there is left as it was (its first `createdAt`
 * kept); the answer says which, for the caller's log only.
 */
export async function addNewsletterSubscriber(email: string, now: string): Promise<'added' | 'already-subscribed'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: config().TABLE_NAME,
        Item: { ...keyOf('subscriber', { email }), email, createdAt: now },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    return 'added'
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'already-subscribed'
    throw error
  }
}
