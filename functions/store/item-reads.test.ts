import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isTransientAwsError } from '../lib/aws-errors'
import { setEnv } from '../lib/testing/service-env'
import { readItem } from './item-reads'

/** Consistent single-item reads, batched when they are asked for together. */

const dynamo = mockClient(DynamoDBDocumentClient)
const TABLE = 'remit-test'
const item = (pk: string) => ({ pk, sk: 'S', name: pk })
const key = (pk: string) => ({ pk, sk: 'S' })

let restoreEnv: () => void
beforeAll(() => {
  restoreEnv = setEnv({
    STAGE: 'test',
    TABLE_NAME: TABLE,
    AUTH_ISSUER: 'http://127.0.0.1:1/pool',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    DOCUMENTS_BUCKET: 'docs',
  })
})
afterAll(() => {
  restoreEnv()
  dynamo.restore()
})
beforeEach(() => {
  dynamo.reset()
})

describe('readItem', () => {
  it('reads a lone item with a consistent GetItem', async () => {
    dynamo.on(GetCommand).resolves({ Item: item('a') })
    await expect(readItem(key('a'))).resolves.toEqual(item('a'))
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toEqual({ TableName: TABLE, Key: key('a'), ConsistentRead: true })
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0)
  })

  it('sends the reads asked for together, also after awaits, as one consistent BatchGetItem, each key once', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [item('b'), item('a')] } })
    const later = async () => {
      await Promise.resolve()
      await Promise.resolve()
      return readItem(key('c'))
    }
    const answers = await Promise.all([readItem(key('a')), readItem(key('b')), readItem(key('a')), later()])
    expect(answers).toEqual([item('a'), item('b'), item('a'), undefined])
    expect(answers[2]).not.toBe(answers[0])
    const calls = dynamo.commandCalls(BatchGetCommand)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.args[0].input).toEqual({ RequestItems: { [TABLE]: { Keys: [key('a'), key('b'), key('c')], ConsistentRead: true } } })
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0)
  })

  it('reads again the keys DynamoDB left unprocessed', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [item('a')] }, UnprocessedKeys: { [TABLE]: { Keys: [key('b')] } } })
      .resolves({ Responses: { [TABLE]: [item('b')] } })
    await expect(Promise.all([readItem(key('a')), readItem(key('b'))])).resolves.toEqual([item('a'), item('b')])
    expect(dynamo.commandCalls(BatchGetCommand)[1]?.args[0].input.RequestItems?.[TABLE]?.Keys).toEqual([key('b')])
  })

  it('gives up on keys left unprocessed three times with a throttling error (a 503)', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] }, UnprocessedKeys: { [TABLE]: { Keys: [key('a'), key('b')] } } })
    const reads = Promise.all([readItem(key('a')), readItem(key('b'))])
    const error: unknown = await reads.catch((e: unknown) => e)
    expect(isTransientAwsError(error)).toBe(true)
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(3)
  })

  it('fails every read of a batch that failed, and none of a later one', async () => {
    dynamo
      .on(BatchGetCommand)
      .rejectsOnce(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }))
      .resolves({ Responses: { [TABLE]: [item('a')] } })
    const failed = await Promise.allSettled([readItem(key('a')), readItem(key('b'))])
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    await expect(Promise.all([readItem(key('a')), readItem(key('b'))])).resolves.toEqual([item('a'), undefined])
  })
})
