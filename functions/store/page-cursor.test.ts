import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { BadRequestError } from '../lib/errors'
import { useMockedServiceEnv } from '../lib/testing/service-env'
import { decodeCursor, encodeCursor, newestInPartition, queryPage } from './page-cursor'

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
useMockedServiceEnv()
beforeEach(() => dynamo.reset())

const KeySchema = z.strictObject({
  pk: z.string().check(z.startsWith('USER#')),
  sk: z.literal('PROFILE'),
  gsi1pk: z.literal('USERS'),
  gsi1sk: z.string(),
})
const key = { pk: 'USER#a', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: '2026-01-01T00:00:00.000Z#a' }

describe('page cursors', () => {
  it('round-trips a start key', () => {
    expect(decodeCursor(encodeCursor(key), KeySchema)).toEqual(key)
    expect(decodeCursor(undefined, KeySchema)).toBeUndefined()
  })

  it('refuses junk, a key of another shape and an empty key value with a 400 (DynamoDB would answer a ValidationException)', () => {
    for (const cursor of [
      '%%%',
      Buffer.from('not json').toString('base64url'),
      encodeCursor({ ...key, extra: 1 }),
      encodeCursor({ ...key, gsi1sk: '' }),
    ]) {
      expect(() => decodeCursor(cursor, KeySchema), String(cursor)).toThrow(BadRequestError)
    }
  })
})

describe('queryPage', () => {
  const input = { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :users', ExpressionAttributeValues: { ':users': 'USERS' } }

  it('is one Query of `limit` items from the cursor, its last key the next cursor', async () => {
    const last = { ...key, gsi1sk: '2025-12-01T00:00:00.000Z#b' }
    dynamo.on(QueryCommand).resolves({ Items: [{ name: 'b' }], LastEvaluatedKey: last })
    const page = await queryPage(input, { limit: 1, cursor: encodeCursor(key), cursorSchema: KeySchema }, (item) => String(item.name))
    expect(page).toEqual({ items: ['b'], nextCursor: encodeCursor(last) })
    expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      { ...input, TableName: 't', Limit: 1, ExclusiveStartKey: key },
    ])
  })

  it('has no cursor after the last page, and sends no start key for the first', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] })
    await expect(queryPage(input, { limit: 5, cursor: undefined, cursorSchema: KeySchema }, String)).resolves.toEqual({ items: [] })
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).not.toHaveProperty('ExclusiveStartKey')
  })

  it('refuses a cursor of another shape before reading anything', async () => {
    await expect(queryPage(input, { limit: 5, cursor: encodeCursor({ pk: 'x' }), cursorSchema: KeySchema }, String)).rejects.toThrow(BadRequestError)
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0)
  })
})

describe('newestInPartition', () => {
  const partition = { pk: 'USER#a', skPrefix: 'DOC#' }

  it("reads the partition's prefix backwards, from a cursor of that partition and prefix only", async () => {
    const start = { pk: 'USER#a', sk: 'DOC#02' }
    dynamo.on(QueryCommand).resolves({ Items: [{ sk: 'DOC#01' }] })
    await expect(newestInPartition(partition, { limit: 2, cursor: encodeCursor(start) }, (item) => String(item.sk))).resolves.toEqual({
      items: ['DOC#01'],
    })
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USER#a', ':prefix': 'DOC#' },
      ScanIndexForward: false,
      Limit: 2,
      ExclusiveStartKey: start,
    })
    for (const other of [
      { pk: 'USER#b', sk: 'DOC#02' },
      { pk: 'USER#a', sk: 'RECIPIENT#02' },
    ]) {
      await expect(newestInPartition(partition, { limit: 2, cursor: encodeCursor(other) }, String), JSON.stringify(other)).rejects.toThrow(
        BadRequestError,
      )
    }
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1)
  })
})
