import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { customerRate, parseRate, rateText, receiveAmount } from '../../shared/money/exchange-rate'
import { minorToDecimal } from '../../shared/money/currencies'
import { randomUUID } from 'node:crypto'
import {
  ExchangeRateHistorySchema,
  ExchangeRateSchema,
  ExchangeRatesSchema,
  RateDecisionAnswerSchema,
  RateProposalSchema,
  type ExchangeRate,
} from '../../shared/rates/exchange-rates'
import { QUOTE_MESSAGES, QUOTE_REFUSALS, QuoteSchema, type Quote } from '../../shared/rates/quote'
import { RATE_CHANGE_REFUSALS } from '../../shared/rates/rate-change'
import { TransferSchema } from '../../shared/transfers/transfer-schemas'
import { createAccountsApi, errorOf, type TestAccount } from '../users/testing/accounts-api'
import { fileAccounts } from '../users/testing/file-accounts'
import { fileStackClients } from '../users/testing/local-stack'
import { createTransfersApi, transferInput } from '../transfers/testing/transfers-api'
import { uniqueLoopbackAddress } from '../lib/testing/loopback-client'
import { testStack } from '../lib/testing/test-stack'

/**
 * Rates only verified staff see and change, each change kept with who, when and why; a change of
 * more than 10% confirmed and approved by a second verified staff member (a ×100 typo once went live); a correction
 * voiding the quotes given at the wrong rate; quotes anyone may ask for, at the rate of
 * the moment, never changed afterwards.
 */
const api = createAccountsApi(testStack().baseUrl)
const { root, user, unverifiedAdmin, approver } = fileAccounts(api, {
  user: { label: 'rates-user' },
  unverifiedAdmin: { label: 'rates-unverified-admin', isAdmin: true },
  /** A second verified staff member: the four eyes' other pair. */
  approver: { label: 'rates-approver', isAdmin: true, verified: true },
})
const stack = fileStackClients()
// Integration tests share one stack; Uganda's rate is this file's alone.
const TARGET = { countryId: 'ug', currency: 'UGX' } as const

/** A client of its own (the API limits quotes per client IP), as CloudFront names it. */
const client = () => uniqueLoopbackAddress()
const quote = (body: Record<string, unknown>, from = client()) => api.call(routes.createQuote, { body, from })
const rates = (token?: string) => api.call(routes.listExchangeRates, token === undefined ? {} : { token })
const setRate = (token: string, body: Record<string, unknown>) => api.call(routes.setExchangeRate, { token, params: TARGET, body })
/** A change of the margin alone, by the seeded admin, over the rate `from` (its reference rate and version). */
const setMargin = (from: Pick<ExchangeRate, 'referenceRate' | 'version'>, marginBps: number, reason: string, extra: Record<string, unknown> = {}) =>
  setRate(root.token, { referenceRate: from.referenceRate, marginBps, reason, expectedVersion: from.version, ...extra })

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

const transfers = createTransfersApi(testStack().baseUrl)
const decide = (token: string, body: Record<string, unknown>) => api.call(routes.decideRateProposal, { token, params: TARGET, body })
const history = async () =>
  ExchangeRateHistorySchema.parse((await api.call(routes.listExchangeRateHistory, { token: root.token, params: TARGET })).body)
const answerOf = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body })

async function ugandaRate(): Promise<ExchangeRate> {
  const rate = await currentRate()
  if (!rate) throw new Error('Uganda has no rate')
  return rate
}

/**
 * A large change of Uganda's rate to `referenceRate` (margin 150): confirmed and proposed by
 * `proposer`, approved by `second`; the rate it applied.
 */
async function approvedChange(referenceRate: string, options: { correction?: boolean; proposer?: string; second?: string } = {}) {
  const { correction = false, proposer = root.token, second = approver.session.token } = options
  const before = await ugandaRate()
  const body = { referenceRate, marginBps: 150, reason: 'Four eyes', expectedVersion: before.version, correction, confirmLargeChange: true }
  const proposed = await setRate(proposer, body)
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(202)
  const { proposalId } = RateProposalSchema.parse(proposed.body)
  const approved = await decide(second, { proposalId, decision: 'approve' })
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  const rate = RateDecisionAnswerSchema.parse(approved.body).rate
  if (!rate) throw new Error('the approval applied no rate')
  return rate
}

/** A payment in Uganda's shillings: its body (a recipient in Kampala, paid in cash), for `quoteFor` and `create`. */
const ugandanPayment = () =>
  transferInput({ countryId: 'ug', city: 'Kampala', inputValue: 100, payoutCurrency: 'UGX', paymentType: 'Cash Collection' })

async function boundQuote(account: TestAccount, body: Record<string, unknown>): Promise<Quote> {
  const answer = await transfers.quoteFor(account.session.token, body)
  expect(answer.status).toBe(201)
  return QuoteSchema.parse(answer.body)
}

describe('rate sanity: more than 10% needs confirming and a second verified staff member', () => {
  it('refuses a ×100 typo unconfirmed, holds it confirmed as a proposal until another staff member approves it, and keeps both names', async () => {
    const before = await ugandaRate()
    const typo = (Number(before.referenceRate) * 100).toString()
    const body = { referenceRate: typo, marginBps: before.marginBps, reason: 'New week', expectedVersion: before.version }

    // Unconfirmed: 409 with its code, and nothing changes.
    const unconfirmed = await setRate(root.token, body)
    expect(answerOf(unconfirmed)).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'RATE_CHANGE_UNCONFIRMED', error: RATE_CHANGE_REFUSALS.RATE_CHANGE_UNCONFIRMED }),
    })
    expect(await currentRate()).toEqual(before)

    // Confirmed: a proposal, shown to staff with its percentage; quotes keep the current rate meanwhile.
    const proposed = await setRate(root.token, { ...body, confirmLargeChange: true })
    expect(proposed.status).toBe(202)
    const proposal = RateProposalSchema.parse(proposed.body)
    expect(proposal).toMatchObject({ ...TARGET, referenceRate: typo, baseVersion: before.version, changeBps: 990_000, proposedBy: { id: root.id } })
    const listed = ExchangeRatesSchema.parse((await rates(root.token)).body)
    expect(listed.proposals).toContainEqual(proposal)
    expect(await currentRate()).toEqual(before)
    const meanwhile = QuoteSchema.parse((await quote({ countryId: 'ug', amount: 100, payoutCurrency: 'UGX', paymentType: 'Cash Collection' })).body)
    expect(meanwhile.rate).toBe(before.customerRate)

    // While it waits, the rate changes no other way; its proposer cannot approve it, nor can an unverified admin.
    const other = await setRate(approver.session.token, { ...body, referenceRate: before.referenceRate, reason: 'Small fix' })
    expect(answerOf(other)).toEqual({ status: 409, body: expect.objectContaining({ code: 'RATE_PROPOSAL_PENDING' }) })
    const own = await decide(root.token, { proposalId: proposal.proposalId, decision: 'approve' })
    expect(answerOf(own)).toEqual({ status: 403, body: expect.objectContaining({ code: 'RATE_SELF_APPROVAL' }) })
    expect((await decide(unverifiedAdmin.session.token, { proposalId: proposal.proposalId, decision: 'approve' })).status).toBe(403)
    expect(await currentRate()).toEqual(before)

    // Another verified staff member approves: it applies, with who proposed, who approved and when.
    const approved = await decide(approver.session.token, { proposalId: proposal.proposalId, decision: 'approve', reason: 'Checked with treasury' })
    expect(approved.status).toBe(200)
    const rate = RateDecisionAnswerSchema.parse(approved.body).rate
    expect(rate).toMatchObject({
      referenceRate: typo,
      version: before.version + 1,
      setBy: { id: root.id },
      approval: { by: { id: approver.user.id }, proposedAt: proposal.proposedAt },
    })
    expect(await currentRate()).toEqual(rate)
    const kept = await history()
    expect(kept.items[0]).toEqual(rate)
    expect(kept.proposals[0]).toMatchObject({ proposalId: proposal.proposalId, outcome: 'approved', decidedBy: { id: approver.user.id } })
    // The same proposal cannot be decided twice.
    expect((await decide(approver.session.token, { proposalId: proposal.proposalId, decision: 'approve' })).status).toBe(409)

    // Put right the same way (a correction of more than 10%: the other way round, four eyes again).
    const restored = await approvedChange(before.referenceRate, { correction: true, proposer: approver.session.token, second: root.token })
    expect(restored).toMatchObject({ referenceRate: before.referenceRate, correction: true, quotesValidFromVersion: restored.version })
  })

  it('lets the proposer withdraw a proposal; a small change then applies at once', async () => {
    const before = await ugandaRate()
    const proposed = await setRate(root.token, {
      referenceRate: '9999',
      marginBps: 150,
      reason: 'Wrong currency',
      expectedVersion: before.version,
      confirmLargeChange: true,
    })
    const { proposalId } = RateProposalSchema.parse(proposed.body)
    const withdrawn = await decide(root.token, { proposalId, decision: 'reject', reason: 'Typed the wrong currency' })
    expect(RateDecisionAnswerSchema.parse(withdrawn.body)).toEqual({ proposal: expect.objectContaining({ outcome: 'rejected' }) })
    expect((await history()).proposals[0]).toMatchObject({ proposalId, outcome: 'rejected', decisionReason: 'Typed the wrong currency' })
    const small = await setMargin(before, 160, 'Margin review')
    expect(small.status).toBe(200)
  })
})

describe('a correction voids the quotes given at the wrong rate', () => {
  it('replays the finding: a quote at a ×10 rate, the rate corrected, then two other accounts and its holder try to pay with it', async () => {
    const before = await ugandaRate()
    const [holder, other, third] = await Promise.all(
      ['rates-quote-holder', 'rates-quote-other', 'rates-quote-third'].map((label) => api.createAccount(label, root.token)),
    )
    if (!holder || !other || !third) throw new Error('accounts not made')
    await approvedChange((Number(before.referenceRate) * 10).toString())
    const body = ugandanPayment()
    const mispriced = await boundQuote(holder, body)
    const corrected = await approvedChange(before.referenceRate, { correction: true, proposer: approver.session.token, second: root.token })
    expect(corrected.quotesValidFromVersion).toBe(corrected.version)

    const payWith = (account: TestAccount) => transfers.create(account.session.token, { ...body, quoteId: mispriced.quoteId }, randomUUID())
    for (const account of [other, third]) {
      expect(answerOf(await payWith(account))).toEqual({ status: 409, body: expect.objectContaining({ code: 'QUOTE_NOT_YOURS' }) })
    }
    expect(answerOf(await payWith(holder))).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'QUOTE_VOIDED', error: QUOTE_REFUSALS.QUOTE_VOIDED }),
    })
    for (const account of [holder, other, third]) expect(await transfers.listMine(account.session.token)).toMatchObject({ body: { items: [] } })

    // A fresh quote is at the corrected rate, and pays.
    const fresh = await boundQuote(holder, body)
    expect(fresh.rate).toBe(corrected.customerRate)
    const paid = await transfers.create(holder.session.token, { ...body, quoteId: fresh.quoteId })
    expect(paid.status).toBe(201)
    expect(TransferSchema.parse(paid.body).payout).toMatchObject({ rate: corrected.customerRate, currency: 'UGX' })
  })

  it('leaves a market update to the rate lock, and voids by a correction (kept void by every later change)', async () => {
    const sender = await api.createAccount('rates-lock-sender', root.token)
    const start = await ugandaRate()
    const body = ugandanPayment()
    const locked = await boundQuote(sender, body)
    const update = await setMargin(start, 120, 'Market update')
    expect(update.status).toBe(200)
    // Not a correction: the quote holds its 30 minutes, at its own rate.
    const paid = await transfers.create(sender.session.token, { ...body, quoteId: locked.quoteId })
    expect(paid.status).toBe(201)
    expect(TransferSchema.parse(paid.body).payout.rate).toBe(locked.rate)

    const second = ugandanPayment()
    const beforeCorrection = await boundQuote(sender, second)
    const afterUpdate = await ugandaRate()
    const correction = await setMargin(afterUpdate, 150, 'The margin was set wrong', { correction: true })
    expect(ExchangeRateSchema.parse(correction.body)).toMatchObject({ correction: true, quotesValidFromVersion: afterUpdate.version + 1 })
    const later = await setMargin({ ...afterUpdate, version: afterUpdate.version + 1 }, 155, 'Market update')
    expect(ExchangeRateSchema.parse(later.body).quotesValidFromVersion).toBe(afterUpdate.version + 1)
    const voided = await transfers.create(sender.session.token, { ...second, quoteId: beforeCorrection.quoteId })
    expect(answerOf(voided)).toEqual({ status: 409, body: expect.objectContaining({ code: 'QUOTE_VOIDED' }) })
  })
})
