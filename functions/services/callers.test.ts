import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { stubAccessToken } from '../lib/testing/api-sessions'
import { answerBatchGetsFromGets } from '../lib/testing/batch-gets'
import { testProfile as profile, useCapturedLogs, useTestIssuer } from '../lib/testing/handler-tests'
import { bearer, whoAmIRoute } from '../lib/testing/who-am-i-route'
import { keyOf } from '../model/table-keys'
import { readItem } from '../store/item-reads'

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
useTestIssuer()
useCapturedLogs()

beforeEach(() => {
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).resolves({ Item: profile('user-1') })
})

describe('loadCaller', () => {
  it("shares one DynamoDB round trip with the route's reads ahead", async () => {
    answerBatchGetsFromGets(dynamo)
    const thing = { pk: 'THING#1', sk: 'THING' }
    dynamo.on(GetCommand, { Key: thing }).resolves({ Item: { ...thing, name: 'thing' } })
    const reading = route(whoAmIRoute, {
      readAhead: async () => String((await readItem(thing))?.name),
      handle: async ({ actor, ahead }) => ok({ sub: `${actor.sub}:${await ahead}` }),
    })
    expect(JSON.parse((await reading(bearer(stubAccessToken(dynamo, 'user-1')))).body ?? 'null')).toEqual({ sub: 'user-1:thing' })
    const batches = dynamo.commandCalls(BatchGetCommand)
    expect(batches).toHaveLength(1)
    expect(Object.values(batches[0]?.args[0].input.RequestItems ?? {})[0]?.Keys).toEqual([thing, keyOf('profile', { sub: 'user-1' })])
  })
})
