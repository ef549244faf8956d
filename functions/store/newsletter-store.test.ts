import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { addNewsletterSubscriber } from './newsletter-store'
import { useMockedServiceEnv } from '../lib/testing/service-env'

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
const NOW = '2026-11-21T12:00:00.000Z'

const named = (name: string) => Object.assign(new Error(name), { name })

useMockedServiceEnv()
beforeEach(() => dynamo.reset())

describe('addNewsletterSubscriber', () => {
  it('puts the subscriber item only if the address is not there yet', async () => {
    dynamo.on(PutCommand).resolves({})
    await expect(addNewsletterSubscriber('ana@example.com', NOW)).resolves.toBe('added')
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 't',
      Item: { pk: 'NEWSLETTER#ana@example.com', sk: 'NEWSLETTER', email: 'ana@example.com', createdAt: NOW },
      ConditionExpression: 'attribute_not_exists(pk)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    })
  })

  it('ignores an address already on the list', async () => {
    dynamo.on(PutCommand).rejects(named('ConditionalCheckFailedException'))
    await expect(addNewsletterSubscriber('ana@example.com', NOW)).resolves.toBe('already-subscribed')
  })

  it('passes any other failure on', async () => {
    dynamo.on(PutCommand).rejects(named('ProvisionedThroughputExceededException'))
    await expect(addNewsletterSubscriber('ana@example.com', NOW)).rejects.toThrow('ProvisionedThroughputExceededException')
  })
})
