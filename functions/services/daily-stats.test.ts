import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { STATS_DAYS_MESSAGE } from '../../shared/transfers/daily-stats'
import { handler } from '../transfers/get-daily-transfer-stats'
import { createTestEvent } from '../lib/testing/api-event'
import { testProfile as profile, useTestIssuer } from '../lib/testing/handler-tests'
import { stubAccessToken } from '../lib/testing/api-sessions'
import { keyOf } from '../model/table-keys'
import { messageCode } from '../../shared/i18n/message-code'

/** GET /api/customers/stats/daily through the real handler, DynamoDB mocked. */

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
useTestIssuer()
const NOW = Date.parse('2026-03-09T18:30:00.000Z')

function request(sub: string, query?: Record<string, string>) {
  const event = createTestEvent({
    method: 'GET',
    path: '/api/customers/stats/daily',
    headers: { authorization: `Bearer ${stubAccessToken(dynamo, sub)}` },
    ...(query ? { query } : {}),
  })
  event.requestContext.timeEpoch = NOW
  return handler(event)
}
const parse = (response: APIGatewayProxyStructuredResultV2): unknown => JSON.parse(response.body ?? 'null')

beforeEach(() => {
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).resolves({ Item: profile('user-1') })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'admin-1' }) }).resolves({ Item: profile('admin-1', { isAdmin: true }) })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'super-1' }) }).resolves({ Item: profile('super-1', { superAdmin: true }) })
  // Everyone's day buckets: one per UTC day and destination (sums in cents; `revenueCents` is the total charged, the ledger's revenue is earned at the payout).
  dynamo.on(QueryCommand).resolves({
    Items: [
      {
        pk: 'STATS#ALL#DAY',
        sk: '2026-03-07#ke',
        count: 1,
        paid: 1,
        revenueCents: 10_500,
        feesCents: 500,
        feeRevenueCents: 500,
        fxRevenueCents: 130,
      },
      { pk: 'STATS#ALL#DAY', sk: '2026-03-07#so', count: 1, pending: 1, revenueCents: 21_000, feesCents: 1000 },
      { pk: 'STATS#ALL#DAY', sk: '2026-03-09#tr', count: 1, pending: 1, revenueCents: 412_000, feesCents: 12_000 },
    ],
  })
})

/** A day on which nothing was sent. */
const emptyDay = (date: string) => ({
  date,
  count: 0,
  amount: 0,
  fees: 0,
  total: 0,
  amountCents: 0,
  feesCents: 0,
  totalCents: 0,
  feeRevenueCents: 0,
  fxRevenueCents: 0,
})

describe('GET /api/customers/stats/daily', () => {
  it('answers every day of the range ending today (UTC), oldest first, summed over destinations, zeros where nothing was sent', async () => {
    const response = await request('admin-1', { days: '4' })
    expect(response.statusCode).toBe(200)
    expect(parse(response)).toEqual({
      days: [
        emptyDay('2026-03-06'),
        {
          date: '2026-03-07',
          count: 2,
          amount: 300,
          fees: 15,
          total: 315,
          amountCents: 30_000,
          feesCents: 1_500,
          totalCents: 31_500,
          feeRevenueCents: 500,
          fxRevenueCents: 130,
        },
        emptyDay('2026-03-08'),
        {
          date: '2026-03-09',
          count: 1,
          amount: 4000,
          fees: 120,
          total: 4120,
          amountCents: 400_000,
          feesCents: 12_000,
          totalCents: 412_000,
          feeRevenueCents: 0,
          fxRevenueCents: 0,
        },
      ],
    })
    // One Query on everyone's day buckets for exactly that range (every destination of the last day).
    const queries = dynamo.commandCalls(QueryCommand)
    expect(queries).toHaveLength(1)
    expect(queries[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': 'STATS#ALL#DAY', ':from': '2026-03-06', ':to': '2026-03-09#~' },
    })
  })

  it('covers 30 days by default', async () => {
    const body = parse(await request('super-1')) as { days: { date: string }[] }
    expect(body.days).toHaveLength(30)
    expect(body.days[0]?.date).toBe('2026-02-08')
    expect(body.days.at(-1)?.date).toBe('2026-03-09')
  })

  it('follows the cursor when DynamoDB pages the answer', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ sk: '2026-03-08#so', count: 1, revenueCents: 105, feesCents: 5 }],
        LastEvaluatedKey: { pk: 'STATS#ALL#DAY', sk: '2026-03-08#so' },
      })
      .resolvesOnce({
        Items: [
          { sk: '2026-03-08#tr', count: 1, revenueCents: 210, feesCents: 10 },
          { sk: '2026-03-09#so', count: 3, revenueCents: 315, feesCents: 15 },
        ],
      })
    const body = parse(await request('admin-1', { days: '2' }))
    // Both days' sums come to the same figures (2 transfers of 1.05 and 2.10; 3 of 1.05).
    const sums = { amount: 3, fees: 0.15, total: 3.15, amountCents: 300, feesCents: 15, totalCents: 315, feeRevenueCents: 0, fxRevenueCents: 0 }
    expect(body).toEqual({
      days: [
        { date: '2026-03-08', count: 2, ...sums },
        { date: '2026-03-09', count: 3, ...sums },
      ],
    })
    expect(dynamo.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toEqual({ pk: 'STATS#ALL#DAY', sk: '2026-03-08#so' })
  })

  it('is for staff only: a user gets 403 and nothing is read', async () => {
    const response = await request('user-1')
    expect(response.statusCode).toBe(403)
    expect(parse(response)).toEqual({ error: 'Permission Denied', code: messageCode('Permission Denied') })
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0)
  })

  it.each(['0', '91', '2.5', 'x'])('refuses days=%s with 400', async (days) => {
    const response = await request('admin-1', { days })
    expect(response.statusCode).toBe(400)
    expect(parse(response)).toMatchObject({ fields: { days: STATS_DAYS_MESSAGE } })
  })
})
