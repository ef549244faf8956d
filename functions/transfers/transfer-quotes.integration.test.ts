import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { DEFAULT_REGULATOR } from '../../shared/rates/disclosure'
import { ExchangeRatesSchema } from '../../shared/rates/exchange-rates'
import { QUOTE_ID_MESSAGE } from '../../shared/rates/quote-id'
import { parseRate, receiveAmount } from '../../shared/money/exchange-rate'
import { QUOTE_REFUSALS, QuoteSchema, RECEIVE_AMOUNT_MESSAGES, type Quote } from '../../shared/rates/quote'
import { TransferSchema } from '../../shared/transfers/transfer-schemas'
import type { Session } from '../../shared/users/user'
import { errorOf, SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { createTransfersApi, transferInput, UNISSUED_QUOTE_ID, fileTransfersTable } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'
import { uniqueLoopbackAddress } from '../lib/testing/loopback-client'

/**
 * A payment is made at its quote. The server finds the quote, checks that it was given to the payer,
 * that no transfer used it yet, its 30 minutes and that it is for this amount, destination, payout
 * currency and payment type, and records the rate, the receive amount, the currency and the date
 * available on the transfer; anything else is a 409 with a stable code and changes nothing. (A
 * correction voiding a quote: functions/rates/exchange-rates.integration.test.ts, which owns a rate.)
 */
const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()

let root: Session
let sender: TestAccount
beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  sender = await api.accounts.createAccount('quoted-sender', root.token)
})

/** A quote for `body`, asked for signed in as `holder` (the sender unless named), or signed out (`null`: the country page's). */
async function quoteOf(body: Record<string, unknown>, holder: TestAccount | null = sender): Promise<Quote> {
  const answer = await api.quoteFor(holder === null ? undefined : holder.session.token, body)
  expect(answer.status).toBe(201)
  return QuoteSchema.parse(answer.body)
}

describe('a transfer carries its quote', () => {
  it('records the quoted rate, receive amount, currency and date available, and answers them on every read', async () => {
    const body = transferInput({ countryId: 'ke', inputValue: 250, payoutCurrency: 'KES', paymentType: 'Bank Transfer' })
    const quote = await quoteOf(body)
    const created = await api.create(sender.session.token, { ...body, quoteId: quote.quoteId })
    expect(created.status).toBe(201)
    const transfer = TransferSchema.parse(created.body)
    const payout = {
      currency: 'KES',
      rate: quote.rate,
      receiveAmount: quote.receiveAmount,
      receiveMinor: Math.round(quote.receiveAmount * 100),
      dateAvailable: quote.dateAvailable,
      quoteId: quote.quoteId,
      quotedAt: quote.createdAt,
    }
    expect(transfer).toMatchObject({
      amount: quote.amount,
      fees: quote.fee,
      total: quote.total,
      payout,
      bankName: 'Premier Bank',
      accountNumber: '0123456789',
    })
    expect((await api.getOk(sender.session.token, transfer.id)).payout).toEqual(payout)
    // Staff also read the reference rate the quote was made from (the FX margin's basis); a sender never does.
    const rates = ExchangeRatesSchema.parse((await api.accounts.call(routes.listExchangeRates, { token: root.token })).body)
    const kes = rates.items.find((rate) => rate.countryId === 'ke' && rate.currency === 'KES')
    expect((await api.getOk(root.token, transfer.id)).payout).toEqual({ ...payout, referenceRate: kes?.referenceRate })
    expect(JSON.stringify(created.body)).not.toContain('referenceRate')
    // The receipt names the stage's state regulator for complaints (the default here).
    const read = await api.get(sender.session.token, transfer.id)
    expect(read.body).toMatchObject({ regulator: DEFAULT_REGULATOR })
  })

  it('quotes by what the recipient gets: the fewest cents that pay it, and a payment at that quote carries both', async () => {
    // A sender of its own: the file's sender is near its hourly count of transfers.
    const payer = await api.accounts.createAccount('receive-quoter', root.token)
    const ask = { countryId: 'ke', receiveAmount: 10_000, payoutCurrency: 'KES', paymentType: 'Bank Transfer' }
    const answer = await api.accounts.call(routes.createMyQuote, { token: payer.session.token, body: ask, from: uniqueLoopbackAddress() })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const quote = QuoteSchema.parse(answer.body)
    expect(quote.receiveAmount).toBeGreaterThanOrEqual(10_000)
    const cents = Math.round(quote.amount * 100)
    expect(receiveAmount(cents - 1, parseRate(quote.rate), 'KES')).toBeLessThan(1_000_000)
    const body = transferInput({ countryId: 'ke', inputValue: quote.amount, payoutCurrency: 'KES', paymentType: 'Bank Transfer' })
    const created = await api.create(payer.session.token, { ...body, quoteId: quote.quoteId })
    expect(created.status).toBe(201)
    expect(TransferSchema.parse(created.body).payout).toMatchObject({ receiveAmount: quote.receiveAmount, rate: quote.rate })
    // Both amounts at once is a 400 naming the field.
    const both = await api.accounts.call(routes.createQuote, { body: { ...ask, amount: 100 }, from: uniqueLoopbackAddress() })
    expect(both.status).toBe(400)
    expect(both.body).toMatchObject({ fields: { receiveAmount: RECEIVE_AMOUNT_MESSAGES.both } })
  })

  it('refuses a payment without a quote (400) and one whose quote does not exist (409 QUOTE_UNKNOWN), writing nothing', async () => {
    const { quoteId: _none, ...unquoted } = transferInput()
    const missing = await api.create(sender.session.token, unquoted)
    expect(missing.status).toBe(400)
    expect(errorOf(missing).fields?.quoteId).toBe(QUOTE_ID_MESSAGE)

    const before = (await table.ownerItems(sender.user.id)).length
    const unknown = await api.create(sender.session.token, { ...transferInput(), quoteId: UNISSUED_QUOTE_ID })
    expect(unknown.status).toBe(409)
    expect(errorOf(unknown)).toMatchObject({ error: QUOTE_REFUSALS.QUOTE_UNKNOWN, code: 'QUOTE_UNKNOWN' })
    expect((await table.ownerItems(sender.user.id)).length).toBe(before)
  })

  it.each([
    ['amount', { inputValue: 251 }],
    // Tanzania: the same mobile number and wallet are valid there, so only the quote is wrong.
    ['destination', { countryId: 'tz' }],
    ['payout currency', { payoutCurrency: 'USD' }],
    ['payment type', { paymentType: 'Cash Collection' }],
  ] as const)('refuses a quote for another %s (409 QUOTE_MISMATCH), writing nothing', async (_what, change) => {
    const body = transferInput({
      countryId: 'ke',
      inputValue: 250,
      payoutCurrency: 'KES',
      paymentType: 'Mobile Money',
      mobileNumber: '0712345678',
      walletProvider: 'M-Pesa',
    })
    const quote = await quoteOf(body)
    const before = (await table.ownerItems(sender.user.id)).length
    const refused = await api.create(sender.session.token, { ...body, ...change, quoteId: quote.quoteId }, randomUUID())
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatchObject({ error: QUOTE_REFUSALS.QUOTE_MISMATCH, code: 'QUOTE_MISMATCH' })
    expect((await table.ownerItems(sender.user.id)).length).toBe(before)
  })

  it('keeps where the money goes: a Turkish IBAN checked and kept without spaces, the wallet of a mobile-money payout, nothing for cash', async () => {
    const turkish = transferInput({
      countryId: 'tr',
      city: 'Istanbul',
      paymentType: 'Bank Transfer',
      bankName: 'Ziraat Bankası',
      accountNumber: 'TR33 0006 1005 1978 6457 8413 26',
    })
    const made = await api.create(sender.session.token, { ...turkish, quoteId: (await quoteOf(turkish)).quoteId })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      bankName: 'Ziraat Bankası',
      accountNumber: 'TR330006100519786457841326',
      mobileNumber: expect.stringMatching(/^\+90\d{10}$/),
    })

    const wallet = transferInput({ countryId: 'ke', paymentType: 'Mobile Money', walletProvider: 'M-Pesa', bankName: 'Not used' })
    const paid = await api.create(sender.session.token, { ...wallet, quoteId: (await quoteOf(wallet)).quoteId })
    expect(paid.body).toMatchObject({ walletProvider: 'M-Pesa', mobileNumber: expect.stringMatching(/^\+2547\d{8}$/) })
    expect(paid.body).not.toHaveProperty('bankName')
  })

  it.each([
    ['a wallet Kenya does not have', { countryId: 'ke', paymentType: 'Mobile Money', walletProvider: 'EVC Plus' }, 'walletProvider'],
    ['a bank transfer without an account', { paymentType: 'Bank Transfer', accountNumber: '' }, 'accountNumber'],
    [
      'a Turkish account that is not an IBAN',
      { countryId: 'tr', city: 'Istanbul', paymentType: 'Bank Transfer', accountNumber: '0123456789' },
      'accountNumber',
    ],
    ['a landline for the recipient', { countryId: 'ke', paymentType: 'Cash Collection', mobileNumber: '0201234567' }, 'mobileNumber'],
  ] as const)('refuses %s (400 on the field), writing nothing', async (_what, change, field) => {
    const before = (await table.ownerItems(sender.user.id)).length
    const refused = await api.create(sender.session.token, { ...transferInput(change), quoteId: UNISSUED_QUOTE_ID })
    expect(refused.status).toBe(400)
    expect(errorOf(refused).fields?.[field]).toBeDefined()
    expect((await table.ownerItems(sender.user.id)).length).toBe(before)
  })

  it('refuses a quote for mobile money in Turkey, where no wallet is offered', async () => {
    const answer = await api.quoteFor(sender.session.token, {
      ...transferInput({ countryId: 'tr', paymentType: 'Cash Collection' }),
      paymentType: 'Mobile Money',
    })
    expect(answer.status).toBe(400)
  })

  it('answers a retry of the same attempt at a renewed quote with the transfer already made, at the first quote', async () => {
    const body = transferInput({ countryId: 'ke', inputValue: 120, payoutCurrency: 'KES', paymentType: 'Cash Collection' })
    const first = await quoteOf(body)
    const key = randomUUID()
    const made = await api.create(sender.session.token, { ...body, quoteId: first.quoteId }, key)
    expect(made.status).toBe(201)
    // The answer was lost and the rate expired meanwhile: the wizard renews the quote and tries again with the same key.
    const renewed = await quoteOf(body)
    const retried = await api.create(sender.session.token, { ...body, quoteId: renewed.quoteId }, key)
    expect(retried.status).toBe(201)
    expect(TransferSchema.parse(retried.body)).toMatchObject({ id: TransferSchema.parse(made.body).id, payout: { quoteId: first.quoteId } })
  })
})

describe('a quote pays for its holder, once (quotes were bearer instruments)', () => {
  const kenyan = () => transferInput({ countryId: 'ke', inputValue: 200, payoutCurrency: 'KES', paymentType: 'Cash Collection' })
  const refusedWith = (code: keyof typeof QUOTE_REFUSALS) => ({ status: 409, body: expect.objectContaining({ error: QUOTE_REFUSALS[code], code }) })
  const answerOf = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body })
  const quoteItem = (quoteId: string) => table.getItem(`QUOTE#${quoteId}`, 'QUOTE')

  it("refuses another account's quote, and the public calculator's, with QUOTE_NOT_YOURS, writing nothing; its holder still pays with it", async () => {
    const [other, third] = await Promise.all([
      api.accounts.createAccount('quote-thief-1', root.token),
      api.accounts.createAccount('quote-thief-2', root.token),
    ])
    const body = kenyan()
    const quote = await quoteOf(body)
    // The finding: two other accounts each paid with one quote. Now neither can.
    for (const account of [other, third]) {
      expect(answerOf(await api.create(account.session.token, { ...body, quoteId: quote.quoteId }))).toEqual(refusedWith('QUOTE_NOT_YOURS'))
      expect(await table.ownerItems(account.user.id)).toEqual([])
    }
    // A quote asked for signed out shows figures and pays for nothing, not even for whoever asked.
    const anonymous = await quoteOf(body, null)
    expect(answerOf(await api.create(sender.session.token, { ...body, quoteId: anonymous.quoteId }))).toEqual(refusedWith('QUOTE_NOT_YOURS'))
    expect(await quoteItem(quote.quoteId)).not.toHaveProperty('usedBy')

    const paid = await api.create(sender.session.token, { ...body, quoteId: quote.quoteId })
    expect(paid.status).toBe(201)
    expect(await quoteItem(quote.quoteId)).toMatchObject({ usedBy: TransferSchema.parse(paid.body).id, holder: sender.user.id })
  })

  it('pays for one transfer: another payment with it is QUOTE_USED; a retry of the first (same Idempotency-Key) replays it', async () => {
    const body = kenyan()
    const quote = await quoteOf(body)
    const key = randomUUID()
    const first = await api.create(sender.session.token, { ...body, quoteId: quote.quoteId }, key)
    expect(first.status).toBe(201)
    const before = (await table.ownerItems(sender.user.id)).length
    expect(answerOf(await api.create(sender.session.token, { ...body, quoteId: quote.quoteId }, randomUUID()))).toEqual(refusedWith('QUOTE_USED'))
    const retried = await api.create(sender.session.token, { ...body, quoteId: quote.quoteId }, key)
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    expect(TransferSchema.parse(retried.body).id).toBe(TransferSchema.parse(first.body).id)
    expect((await table.ownerItems(sender.user.id)).length).toBe(before)
  })

  it('makes one transfer of concurrent payments with one quote (the use is a condition of the create transaction)', async () => {
    const payer = await api.accounts.createAccount('quote-racer', root.token)
    const body = kenyan()
    const quote = await quoteOf(body, payer)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.create(payer.session.token, { ...body, quoteId: quote.quoteId }, randomUUID())),
    )
    const made = answers.filter((answer) => answer.status === 201)
    expect(made).toHaveLength(1)
    for (const answer of answers.filter((refused) => refused.status !== 201)) expect(answerOf(answer)).toEqual(refusedWith('QUOTE_USED'))
    const transfers = (await table.ownerItems(payer.user.id)).filter((item) => item.sk === 'TRANSFER')
    expect(transfers).toHaveLength(1)
    expect(await quoteItem(quote.quoteId)).toMatchObject({ usedBy: transfers[0]?.id })
    // The twins of one attempt (the same key) still make it once, and are all answered with it.
    const twinBody = kenyan()
    const twinQuote = await quoteOf(twinBody, payer)
    const key = randomUUID()
    const twins = await Promise.all(
      Array.from({ length: 4 }, () => api.create(payer.session.token, { ...twinBody, quoteId: twinQuote.quoteId }, key)),
    )
    expect(twins.map((twin) => twin.status)).toEqual([201, 201, 201, 201])
    expect(new Set(twins.map((twin) => TransferSchema.parse(twin.body).id)).size).toBe(1)
  })
})
