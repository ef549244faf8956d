import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { customerRate, parseRate, rateText, receiveAmount } from '../../shared/money/exchange-rate'
import { minorToDecimal } from '../../shared/money/currencies'
import { ExchangeRateHistorySchema, ExchangeRateSchema, ExchangeRatesSchema, type ExchangeRate } from '../../shared/rates/exchange-rates'
import { QUOTE_MESSAGES, QuoteSchema } from '../../shared/rates/quote'
import type { Session } from '../../shared/users/user'
import { createAccountsApi, errorOf, SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { uniqueViewerAddress } from '../transfers/testing/transfer-rules'
import { testStack } from '../lib/testing/test-stack'

/**
 * Rates only verified staff see and change, each change kept with who, when and why;
 * quotes anyone may ask for, at the rate of the moment, never changed afterwards.
 */
const api = createAccountsApi(testStack().baseUrl)
const stack = localStackClients(FunctionEnvSchema.parse(testStack().functionEnv))
// Integration tests share one stack; Uganda's rate is this file's alone.
const TARGET = { countryId: 'ug', currency: 'UGX' } as const

let root: Session
let user: TestAccount
let unverifiedAdmin: TestAccount
beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  user = await api.createAccount('rates-user', root.token)
  unverifiedAdmin = await api.createAccount('rates-unverified-admin', root.token, { isAdmin: true })
})
afterAll(() => stack.destroy())

/** A client of its own (the API limits quotes per client IP), as CloudFront names it. */
const client = () => ({ 'cloudfront-viewer-address': uniqueViewerAddress() })
const quote = (body: Record<string, unknown>, headers = client()) => api.call(routes.createQuote, { body, headers })
const rates = (token?: string) => api.call(routes.listExchangeRates, token === undefined ? {} : { token })
const setRate = (token: string, body: Record<string, unknown>) => api.call(routes.setExchangeRate, { token, params: TARGET, body })

async function currentRate(): Promise<ExchangeRate | undefined> {
  const listed = ExchangeRatesSchema.parse((await rates(root.token)).body)
  return listed.items.find((rate) => rate.countryId === TARGET.countryId && rate.currency === TARGET.currency)
}

describe('exchange rates: staff only', () => {
  it('hides rates and margins from everyone but verified staff', async () => {
    expect((await rates()).status).toBe(401)
    expect((await rates(user.session.token)).status).toBe(403)
    expect((await rates(unverifiedAdmin.session.token)).status).toBe(403)
    const listed = await rates(root.token)
    expect(listed.status).toBe(200)
    // npm start's labelled samples.
    expect(ExchangeRatesSchema.parse(listed.body).items.map((rate) => rate.currency)).toEqual(
      expect.arrayContaining(['KES', 'ETB', 'UGX', 'TZS', 'DJF', 'RWF', 'TRY']),
    )
    const change = { referenceRate: '1', marginBps: 0, reason: 'Trying', expectedVersion: 0 }
    expect((await setRate(user.session.token, change)).status).toBe(403)
    expect((await setRate(unverifiedAdmin.session.token, change)).status).toBe(403)
    expect((await api.call(routes.listExchangeRateHistory, { token: user.session.token, params: TARGET })).status).toBe(403)
  })

  it('records a change with who, when and why, derives the customer rate, and refuses a stale one', async () => {
    const before = await currentRate()
    const version = before?.version ?? 0
    const answer = await setRate(root.token, { referenceRate: '3700.5', marginBps: 175, reason: 'Weekly review', expectedVersion: version })
    expect(answer.status).toBe(200)
    const rate = ExchangeRateSchema.parse(answer.body)
    expect(rate).toMatchObject({
      ...TARGET,
      referenceRate: '3700.5',
      marginBps: 175,
      customerRate: rateText(customerRate(parseRate('3700.5'), 175)),
      setBy: { id: root.id },
      reason: 'Weekly review',
      version: version + 1,
    })
    expect(Math.abs(Date.parse(rate.setAt) - Date.now())).toBeLessThan(60_000)

    // Someone else's screen still shows the old version: refused, nothing changes.
    const stale = await setRate(root.token, { referenceRate: '1', marginBps: 0, reason: 'Stale screen', expectedVersion: version })
    expect(stale.status).toBe(409)
    expect((await currentRate())?.referenceRate).toBe('3700.5')

    const history = ExchangeRateHistorySchema.parse((await api.call(routes.listExchangeRateHistory, { token: root.token, params: TARGET })).body)
    expect(history.items[0]).toEqual(rate)
    expect(history.items.map((item) => item.version)).toEqual([...history.items.map((item) => item.version)].sort((a, b) => b - a))
  })

  it('refuses a currency the destination does not pay out in, and bad figures, with their messages', async () => {
    const wrong = await api.call(routes.setExchangeRate, {
      token: root.token,
      params: { countryId: 'so', currency: 'KES' },
      body: { referenceRate: '1', marginBps: 0, reason: 'Nope', expectedVersion: 0 },
    })
    expect(wrong.status).toBe(404)
    const bad = await setRate(root.token, { referenceRate: '1.1234567', marginBps: 1001, reason: 'x', expectedVersion: 0 })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).fields).toMatchObject({
      referenceRate: 'A rate is a positive number with at most 6 decimal places, e.g. 129.5',
      marginBps: 'The margin is a whole number of basis points from 0 to 1000',
      reason: 'Say why the rate changes (3 to 200 characters)',
    })
  })
})

describe('quotes: the rate of the moment, locked', () => {
  it('quotes anyone the fee, the customer rate and what the recipient receives, and keeps it as issued', async () => {
    const rate = await currentRate()
    if (!rate) throw new Error('Uganda has no rate')
    const answer = await quote({ countryId: 'ug', amount: 250, payoutCurrency: 'UGX', paymentType: 'Mobile Money' })
    expect(answer.status).toBe(201)
    const issued = QuoteSchema.parse(answer.body)
    expect(issued).toMatchObject({
      countryId: 'ug',
      amount: 250,
      fee: 12.5,
      total: 262.5,
      payoutCurrency: 'UGX',
      rate: rate.customerRate,
      receiveAmount: minorToDecimal(receiveAmount(25_000, parseRate(rate.customerRate), 'UGX'), 'UGX'),
    })
    expect(Date.parse(issued.expiresAt) - Date.parse(issued.createdAt)).toBe(30 * 60_000)
    expect(JSON.stringify(answer.body)).not.toMatch(/margin|reference/i)

    // A later change of the rate makes later quotes use it and leaves this one as it was.
    await setRate(root.token, { referenceRate: '3800', marginBps: 100, reason: 'Market moved', expectedVersion: rate.version })
    const later = QuoteSchema.parse((await quote({ countryId: 'ug', amount: 250, payoutCurrency: 'UGX', paymentType: 'Mobile Money' })).body)
    expect(later.rate).toBe(rateText(customerRate(parseRate('3800'), 100)))
    expect((await stack.getItem(`QUOTE#${issued.quoteId}`, 'QUOTE'))?.quote).toEqual(issued)
  })

  it('never mixes rates: quotes issued while the rate changes carry the old or the new figures whole', async () => {
    const rate = await currentRate()
    if (!rate) throw new Error('Uganda has no rate')
    const body = { countryId: 'ug', amount: 100, payoutCurrency: 'UGX', paymentType: 'Cash Collection' }
    const [changed, ...answers] = await Promise.all([
      setRate(root.token, { referenceRate: '3900', marginBps: 150, reason: 'Concurrent change', expectedVersion: rate.version }),
      ...Array.from({ length: 10 }, () => quote(body)),
    ])
    expect(changed?.status).toBe(200)
    const allowed = new Map(
      [rate.customerRate, rateText(customerRate(parseRate('3900'), 150))].map((text) => [
        text,
        minorToDecimal(receiveAmount(10_000, parseRate(text), 'UGX'), 'UGX'),
      ]),
    )
    for (const answer of answers) {
      const issued = QuoteSchema.parse(answer.body)
      expect(allowed.get(issued.rate)).toBe(issued.receiveAmount)
      expect((await stack.getItem(`QUOTE#${issued.quoteId}`, 'QUOTE'))?.quote).toEqual(issued)
    }
  })

  it('pays out in dollars 1:1 everywhere, Somalia in dollars only', async () => {
    const usd = QuoteSchema.parse((await quote({ countryId: 'so', amount: 3000.01, payoutCurrency: 'USD', paymentType: 'Cash Collection' })).body)
    expect(usd).toMatchObject({ amount: 3000.01, fee: 90, total: 3090.01, rate: '1', receiveAmount: 3000.01 })
    const shilling = await quote({ countryId: 'so', amount: 100, payoutCurrency: 'KES', paymentType: 'Cash Collection' })
    expect(shilling.status).toBe(400)
    expect(errorOf(shilling).error).toBe(QUOTE_MESSAGES.notOffered)
  })

  it("refuses what cannot be quoted with the rules' own messages", async () => {
    const small = await quote({ countryId: 'ke', amount: 9.99, payoutCurrency: 'KES', paymentType: 'Cash Collection' })
    expect(small.status).toBe(400)
    expect(errorOf(small).fields?.amount).toBe('The smallest amount you can send is $10.00')
    expect((await quote({ countryId: 'zz', amount: 100, payoutCurrency: 'USD', paymentType: 'Cash Collection' })).status).toBe(404)
    expect((await quote({ countryId: 'ke', amount: 100, payoutCurrency: 'SOS', paymentType: 'Cash Collection' })).status).toBe(400)
  })

  it('limits each client to 30 quotes a minute (429 with Retry-After), not other clients', async () => {
    const body = { countryId: 'tr', amount: 50, payoutCurrency: 'TRY', paymentType: 'Bank Transfer' }
    const one = client()
    // 61 at once: however a minute's end splits them, one minute gets at least 31.
    const answers = await Promise.all(Array.from({ length: 61 }, () => quote(body, one)))
    const passed = answers.filter((answer) => answer.status === 201).length
    const refused = answers.filter((answer) => answer.status === 429)
    expect(passed).toBeGreaterThanOrEqual(30)
    expect(passed).toBeLessThanOrEqual(60)
    expect(passed + refused.length).toBe(61)
    for (const answer of refused) {
      expect(errorOf(answer).error).toBe(QUOTE_MESSAGES.tooMany)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect((await quote(body)).status).toBe(201)
  })
})
