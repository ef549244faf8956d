import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { parseRate, receiveAmount } from '../../shared/money/exchange-rate'
import { QUOTE_MESSAGES } from '../../shared/rates/quote'
import { createQuote } from './quotes'
import { useMockedServiceEnv } from '../lib/testing/service-env'

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
const now = new Date('2026-11-26T09:15:00.000Z')
const cents = (amount: number) => Math.round(amount * 100)
/** The stored shilling rate: the reference, the margin and the customer rate derived from both. */
const KES_RATE = {
  countryId: 'ke',
  currency: 'KES',
  referenceRate: '130',
  marginBps: 150,
  customerRate: '128.05',
  setBy: { id: 'a', name: 'Admin' },
  setAt: now.toISOString(),
  reason: 'Weekly',
  version: 3,
}

useMockedServiceEnv()
beforeEach(() => {
  dynamo.reset()
  dynamo.on(UpdateCommand).resolves({})
  dynamo.on(PutCommand).resolves({})
  // A deployed stage starts with no rate at all.
  dynamo.on(GetCommand).resolves({})
})

describe('createQuote on a stage no admin has set a rate on', () => {
  it('refuses a local currency (422) and stores nothing', async () => {
    const refused = createQuote({ countryId: 'ke', amount: cents(100), payoutCurrency: 'KES', paymentType: 'Cash Collection' }, '1.2.3.4', now)
    await expect(refused).rejects.toMatchObject({ kind: 'unprocessable', message: QUOTE_MESSAGES.noRate })
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0)
  })

  it('quotes US dollars 1:1, locked for exactly 30 minutes of server time, and stores the quote once', async () => {
    const quote = await createQuote({ countryId: 'ke', amount: cents(250), payoutCurrency: 'USD', paymentType: 'Bank Transfer' }, '1.2.3.4', now)
    expect(quote).toMatchObject({ amount: 250, fee: 12.5, total: 262.5, rate: '1', receiveAmount: 250, payoutCurrency: 'USD' })
    expect(quote.createdAt).toBe('2026-11-26T09:15:00.000Z')
    expect(quote.expiresAt).toBe('2026-11-26T09:45:00.000Z')
    // Thursday in Nairobi: the next business day.
    expect(quote.dateAvailable).toBe('2026-11-27')
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)')
    expect(put?.Item).toMatchObject({ pk: `QUOTE#${quote.quoteId}`, sk: 'QUOTE', quote })
    // The item's TTL is its own attribute: days after the quote's 30 minutes.
    expect(put?.Item?.expiresAt).toBe(Date.parse('2026-12-03T09:15:00.000Z') / 1000)
  })
})

describe('createQuote with a rate set', () => {
  it('uses the customer rate, never the reference', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'RATES', sk: 'ke#KES' } }).resolves({
      Item: KES_RATE,
    })
    const quote = await createQuote({ countryId: 'ke', amount: cents(100), payoutCurrency: 'KES', paymentType: 'Mobile Money' }, '1.2.3.4', now)
    expect(quote).toMatchObject({ rate: '128.05', receiveAmount: 12805, dateAvailable: '2026-11-26' })
    expect(JSON.stringify(quote)).not.toMatch(/130|margin|reference/)
    // Beside the answer, the item keeps the reference (the payout's FX margin) and the rate's version (a correction voids by it).
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input
    expect(put?.Item).toMatchObject({ quote, referenceRate: '130', rateVersion: 3 })
    // Asked for signed out: held by nobody, so it pays for nothing.
    expect(put?.Item).not.toHaveProperty('holder')
  })

  it('binds a quote asked for signed in to its holder', async () => {
    const quote = await createQuote(
      { countryId: 'ke', amount: cents(100), payoutCurrency: 'USD', paymentType: 'Mobile Money' },
      '1.2.3.4',
      now,
      'user-amina',
    )
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input
    expect(put?.Item).toMatchObject({ quote, holder: 'user-amina' })
    // Dollars have no rate item: nothing to void them by, no margin.
    expect(put?.Item).not.toHaveProperty('rateVersion')
    expect(put?.Item).not.toHaveProperty('referenceRate')
    expect(JSON.stringify(quote)).not.toContain('user-amina')
  })
})

describe('createQuote by what the recipient gets', () => {
  beforeEach(() => {
    dynamo.on(GetCommand, { Key: { pk: 'RATES', sk: 'ke#KES' } }).resolves({
      Item: KES_RATE,
    })
  })

  it('charges the fewest cents whose payout reaches the amount asked for, and pays at least that amount', async () => {
    // KES 10,000.00 at 128.05: $78.0945… → $78.10, which pays KES 10,000.70 (rounded down as every payout).
    const quote = await createQuote({ countryId: 'ke', receiveAmount: 10_000, payoutCurrency: 'KES', paymentType: 'Mobile Money' }, '1.2.3.4', now)
    expect(quote).toMatchObject({ amount: 78.1, fee: 3.91, rate: '128.05', receiveAmount: 10_000.7 })
    // A cent less would not reach it.
    expect(receiveAmount(7809, parseRate('128.05'), 'KES')).toBeLessThan(1_000_000)
  })

  it('pays dollars 1:1: the amount asked for is the amount sent', async () => {
    const quote = await createQuote({ countryId: 'ke', receiveAmount: 250.5, payoutCurrency: 'USD', paymentType: 'Bank Transfer' }, '1.2.3.4', now)
    expect(quote).toMatchObject({ amount: 250.5, receiveAmount: 250.5 })
  })

  it('judges the amount it works out against the stage’s range, on the field asked by, and stores nothing', async () => {
    const tooMuch = createQuote({ countryId: 'ke', receiveAmount: 5_000_000, payoutCurrency: 'KES', paymentType: 'Mobile Money' }, '1.2.3.4', now)
    await expect(tooMuch).rejects.toMatchObject({
      kind: 'invalid',
      fields: { receiveAmount: expect.stringMatching(/^Amounts above \$[\d,.]+ cannot be sent online$/) },
    })
    const tooLittle = createQuote({ countryId: 'ke', receiveAmount: 1, payoutCurrency: 'KES', paymentType: 'Mobile Money' }, '1.2.3.4', now)
    await expect(tooLittle).rejects.toMatchObject({
      kind: 'invalid',
      fields: { receiveAmount: expect.stringMatching(/^The smallest amount you can send is \$/) },
    })
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0)
  })
})
