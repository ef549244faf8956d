import { randomUUID } from 'node:crypto'
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb'
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda'
import { mockClient } from 'aws-sdk-client-mock'
import fc from 'fast-check'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TRANSFER_VELOCITY } from '../../shared/transfers/limits'
import { TransferSchema, type Transfer } from '../../shared/transfers/transfer-schemas'
import { handler as createTransfer } from '../transfers/create-transfer'
import { handler as deleteTransfer } from '../transfers/delete-transfer'
import { handler as updateTransfer } from '../transfers/update-transfer'
import { expectedFeeCents, feeCheckAmountCents, TEST_CARD, transferInput, withLuhnCheckDigit } from '../transfers/testing/transfer-rules'
import { cardNumberAndMistype } from '../transfers/testing/card-number-arbitrary'
import { createTestEvent } from '../lib/testing/api-event'
import { testProfile as profile, useCapturedLogs, useTestIssuer } from '../lib/testing/handler-tests'
import { stubAccessToken } from '../lib/testing/api-sessions'
import { keyOf } from '../model/table-keys'
import { withMockedQuote } from '../transfers/testing/quote-fixtures'
import { answerBatchGetsFromGets } from '../lib/testing/batch-gets'
import { CARD_NUMBER_IN_TEXT_MESSAGE, HIDDEN_CHARACTERS_MESSAGE } from '../../shared/text/safe-text'
import { EXPIRY_TOO_FAR_MESSAGE } from '../../shared/transfers/card'
import { messageCode } from '../../shared/i18n/message-code'
import { QUOTE_REFUSALS } from '../../shared/rates/quote'
import { SAMPLE_TRANSFER_DETAILS } from '../../shared/transfers/testing/sample-transfer-details'

/**
 * Fault injection for the transfer service, through the real route handlers with DynamoDB mocked
 * (aws-sdk-client-mock): throttling and time-outs become 503 + Retry-After, a cancelled transaction
 * becomes a replay, a retry or a 409, and every outcome is one all-or-nothing TransactWrite — never
 * a Put, Update or Delete on its own. No request, write or log line ever carries the card number or
 * the CVV.
 */

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
useTestIssuer()
const logs = useCapturedLogs()

const CVV = '987'
const BUSY = 'The service is busy, please try again in a moment'
const STALE = 'This transfer was changed by someone else. Reload it and try again.'
const KEY_REUSED = 'This Idempotency-Key was already used for a different payment'
const CARD_NUMBER = 'Please enter a valid 16-digit card number'
const ABOVE_MAX = 'Amounts above $10,000.00 cannot be sent online'
const EXPIRED = 'This card has expired'
const CVV_MESSAGE = 'CVV must be 3 digits'

const named = (name: string) => Object.assign(new Error(`${name} (injected)`), { name })
/** A cancelled transaction whose items failed with these codes, in the order they were sent. */
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  })
/**
 * The counter items every create, status change and delete moves: the totals for everyone and the
 * sender, and the day and month buckets (per destination) for everyone and the sender.
 */
const COUNTER_KEYS = (day: string, month: string, owner = 'user-1', country = 'so') => [
  { pk: 'STATS#ALL', sk: 'STATS' },
  { pk: `USER#${owner}`, sk: 'STATS' },
  { pk: 'STATS#ALL#DAY', sk: `${day}#${country}` },
  { pk: 'STATS#ALL#MONTH', sk: `${month}#${country}` },
  { pk: `USER#${owner}`, sk: `STATS#DAY#${day}#${country}` },
  { pk: `USER#${owner}`, sk: `STATS#MONTH#${month}#${country}` },
]
const COUNTERS = COUNTER_KEYS('x', 'x').length
/** The velocity windows a create counts in: the sender's hour and day, the card's hour and day. */
const VELOCITY = 4
/**
 * A create writes: idempotency record, the quote's use (a dollar quote: no rate to check), invoice,
 * transfer, mobile lookup, the counters, the event, the payment's journal entry, the velocity
 * counters, the limit ledger.
 */
const QUOTE_INDEX = 1
const INVOICE_INDEX = 2
const TRANSFER_INDEX = 3
const COUNTERS_INDEX = 5
const CREATE_ITEMS = COUNTERS_INDEX + COUNTERS + 1 + 1 + VELOCITY + 1
const EVENT_INDEX = COUNTERS_INDEX + COUNTERS
const JOURNAL_INDEX = EVENT_INDEX + 1
const VELOCITY_INDEX = JOURNAL_INDEX + 1
const createCancelled = (index: number, code = 'ConditionalCheckFailed') =>
  cancelled(...Array.from({ length: CREATE_ITEMS }, (_, i) => (i === index ? code : 'None')))

const SANCTIONS_POINTER = { version: 'unit-test-list', entries: 1, chunks: 1, loadedAt: '2026-01-01T00:00:00.000Z', source: 'test' }
const SANCTIONS_CHUNK = {
  entries: JSON.stringify([{ uid: '1', name: 'DHUUBOW, Xasan Qorane', type: 'individual', programs: 'SOMALIA', aliases: [] }]),
}
const SOMALIA = { pk: 'COUNTRY', sk: 'so', id: 'so', countryName: 'Somalia', image: '/flags/so.svg', currency: 'SOS', countryCode: '252' }
const TRANSFER_ID = '01JZ0000000000000000000000'

/** A stored transfer of user-1 as the store keeps it. */
const storedTransfer = (extra: Record<string, unknown> = {}) => ({
  pk: `TRANSFER#${TRANSFER_ID}`,
  sk: 'TRANSFER',
  gsi1pk: 'OWNER#user-1',
  gsi1sk: TRANSFER_ID,
  id: TRANSFER_ID,
  ...SAMPLE_TRANSFER_DETAILS,
  amountCents: 10_000,
  feeCents: 500,
  totalCents: 10_500,
  status: 'PENDING',
  note: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
})

const bearer = (sub: string) => `Bearer ${stubAccessToken(dynamo, sub)}`
const parse = (response: APIGatewayProxyStructuredResultV2): unknown => JSON.parse(response.body ?? 'null')

function createEvent(body: unknown, options: { key?: string; sub?: string } = {}) {
  return createTestEvent({
    method: 'POST',
    path: '/api/customers',
    headers: {
      'content-type': 'application/json',
      authorization: bearer(options.sub ?? 'user-1'),
      'idempotency-key': options.key ?? randomUUID(),
    },
    body: JSON.stringify(
      typeof body === 'object' && body !== null ? withMockedQuote(dynamo, body as Record<string, unknown>, options.sub ?? 'user-1') : body,
    ),
  })
}
const transferEvent = (method: 'PATCH' | 'DELETE', sub: string, body?: unknown) =>
  createTestEvent({
    method,
    path: `/api/customers/${TRANSFER_ID}`,
    pathParameters: { id: TRANSFER_ID },
    headers: { authorization: bearer(sub), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** The request body every create test pays with: card 4242… and CVV 987. */
const paymentBody = (extra: Record<string, unknown> = {}) => ({ ...transferInput({ cardNumber: TEST_CARD, cvv: CVV, inputValue: 250 }), ...extra })

const transactCalls = () => dynamo.commandCalls(TransactWriteCommand)
const transactItems = (call = 0) => transactCalls()[call]?.args[0].input.TransactItems ?? []
/** Writes made outside a transaction: there must never be any. */
const loneWrites = () =>
  dynamo.commandCalls(PutCommand).length +
  dynamo.commandCalls(UpdateCommand).length +
  dynamo.commandCalls(DeleteCommand).length +
  dynamo.commandCalls(BatchWriteCommand).length

/** What must never appear in a request to DynamoDB, an answer or a log line. */
function cardLeaks(text: string): string[] {
  return [
    ...(text.includes(TEST_CARD) ? ['card number'] : []),
    ...(/"cvv"|cardNumber/i.test(text) ? ['card field name'] : []),
    ...(text.includes(`"${CVV}"`) ? ['CVV value'] : []),
  ]
}

function expectBusy(response: APIGatewayProxyStructuredResultV2): void {
  expect(response.statusCode).toBe(503)
  expect(response.headers?.['retry-after']).toBe('1')
  expect(response.headers?.['content-type']).toMatch(/^application\/json/)
  expect(parse(response)).toEqual({ error: BUSY, code: messageCode(BUSY) })
}

beforeEach(() => {
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  answerBatchGetsFromGets(dynamo)
  dynamo.on(QueryCommand).resolves({ Items: [] })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).resolves({ Item: profile('user-1') })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'admin-1' }) }).resolves({ Item: profile('admin-1', { isAdmin: true }) })
  dynamo.on(GetCommand, { Key: { pk: 'COUNTRY', sk: 'so' } }).resolves({ Item: SOMALIA })
  dynamo.on(GetCommand, { Key: { pk: `TRANSFER#${TRANSFER_ID}`, sk: 'TRANSFER' } }).resolves({ Item: storedTransfer() })
  dynamo.on(TransactWriteCommand).resolves({})
  // A sanctions list of one entry nobody here is named like, so creates are screened and pass.
  dynamo.on(GetCommand, { Key: { pk: 'SANCTIONS', sk: 'CURRENT' } }).resolves({ Item: { pk: 'SANCTIONS', sk: 'CURRENT', ...SANCTIONS_POINTER } })
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': `SANCTIONS#${SANCTIONS_POINTER.version}` } }).resolves({ Items: [SANCTIONS_CHUNK] })
})
afterEach(() => {
  // Whatever happened in the test: no log line and no DynamoDB request carried card data.
  for (const line of logs) expect(cardLeaks(line), line).toEqual([])
  for (const call of dynamo.calls()) expect(cardLeaks(JSON.stringify(call.args[0].input))).toEqual([])
})

/** The read of user-1's record of Idempotency-Key `key`. */
const keyRecordRead = (key: string) => dynamo.on(GetCommand, { Key: { pk: `IDEMPOTENCY#user-1#${key}`, sk: 'IDEMPOTENCY' } })

/**
 * A payment made under a new Idempotency-Key, its transfer then there to read and the mock's history
 * started afresh: what a second request with the key finds, once the test answers the key's record.
 */
async function firstAttempt(body: Record<string, unknown>) {
  const key = randomUUID()
  const first = await createTransfer(createEvent(body, { key }))
  expect(first.statusCode).toBe(201)
  const idempotencyRecord = transactItems()[0]?.Put?.Item
  const transferRecord = transactItems()[TRANSFER_INDEX]?.Put?.Item
  if (!idempotencyRecord || !transferRecord) throw new Error('the first create wrote no records')
  dynamo.resetHistory()
  dynamo.on(GetCommand, { Key: { pk: transferRecord.pk, sk: 'TRANSFER' } }).resolves({ Item: transferRecord })
  return { key, first, idempotencyRecord }
}

/**
 * A payment attempt made, then its twin: the same key and body, sent after reading "no record yet"
 * just before the first committed, so its transaction is refused with `refusal`; the records the
 * first wrote are then there to read.
 */
async function twinOfFirstAttempt(refusal: Error) {
  const body = paymentBody()
  const { key, first, idempotencyRecord } = await firstAttempt(body)
  dynamo.on(TransactWriteCommand).rejects(refusal)
  keyRecordRead(key).resolvesOnce({}).resolves({ Item: idempotencyRecord })
  return { first, twin: await createTransfer(createEvent(body, { key })) }
}

describe('create: transient DynamoDB failures answer 503 and write nothing partial', () => {
  it.each(['ThrottlingException', 'TimeoutError', 'ProvisionedThroughputExceededException'])(
    '%s on the transaction → 503 JSON with Retry-After',
    async (name) => {
      dynamo.on(TransactWriteCommand).rejects(named(name))
      const response = await createTransfer(createEvent(paymentBody()))
      expectBusy(response)
      expect(transactCalls()).toHaveLength(1)
      expect(transactItems()).toHaveLength(CREATE_ITEMS)
      expect(loneWrites()).toBe(0)
      expect(logs).toHaveLength(1)
      expect(JSON.parse(logs[0] ?? '{}')).toMatchObject({
        level: 'error',
        routeId: 'createTransfer',
        status: 503,
        actor: 'user-1',
        error: { name: 'ServiceUnavailableError', message: BUSY },
      })
    },
  )

  it('a time-out reading the idempotency record → 503 before any write', async () => {
    const key = randomUUID()
    keyRecordRead(key).rejects(named('TimeoutError'))
    expectBusy(await createTransfer(createEvent(paymentBody(), { key })))
    expect(transactCalls()).toHaveLength(0)
    expect(loneWrites()).toBe(0)
  })

  it('transaction conflicts on every attempt → 503 after 30 all-or-nothing attempts', async () => {
    dynamo.on(TransactWriteCommand).rejects(createCancelled(COUNTERS_INDEX, 'TransactionConflict'))
    expectBusy(await createTransfer(createEvent(paymentBody())))
    expect(transactCalls()).toHaveLength(30)
    for (let i = 0; i < 30; i++) expect(transactItems(i)).toHaveLength(CREATE_ITEMS)
    expect(loneWrites()).toBe(0)
  })
})

describe('create: a cancelled transaction is resolved, never half-applied', () => {
  it('writes the whole payment in one transaction, without the card number or the CVV', async () => {
    const response = await createTransfer(createEvent(paymentBody()))
    expect(response.statusCode).toBe(201)
    expect(cardLeaks(response.body ?? '')).toEqual([])
    const transfer = TransferSchema.parse(parse(response))
    expect(transfer).toMatchObject({ inputValue: 250, fees: 12.5, total: 262.5, status: 'PENDING', note: '', ownerId: 'user-1' })
    expect(transfer.card).toEqual({ brand: 'Visa', last4: '4242', expirationDate: '12/30' })

    const items = transactItems()
    expect(transactCalls()).toHaveLength(1)
    expect(loneWrites()).toBe(0)
    expect(JSON.stringify(items)).not.toContain(TEST_CARD)
    // No attribute holds them (as a key: the recipient's random test names may spell 'cvv').
    expect(JSON.stringify(items)).not.toMatch(/"(cvv|cardNumber)":/i)
    expect(JSON.stringify(items)).not.toContain(`"${CVV}"`)
    expect(items.map((item) => item.Put?.Item?.pk ?? item.Update?.Key?.pk)).toEqual([
      expect.stringMatching(/^IDEMPOTENCY#user-1#/),
      expect.stringMatching(/^QUOTE#/),
      `INVOICE#${transfer.invoiceNumber}`,
      `TRANSFER#${transfer.id}`,
      `MOBILE#${transfer.mobileNumber}`,
      ...COUNTER_KEYS('', '').map((key) => key.pk),
      `TRANSFER#${transfer.id}`,
      `TRANSFER#${transfer.id}`,
      'VELOCITY#USER#user-1',
      'VELOCITY#USER#user-1',
      expect.stringMatching(/^VELOCITY#CARD#[\w-]{43}$/),
      expect.stringMatching(/^VELOCITY#CARD#[\w-]{43}$/),
      'USER#user-1',
    ])
    const day = transfer.createdAt.slice(0, 10)
    expect(items.slice(COUNTERS_INDEX, COUNTERS_INDEX + COUNTERS).map((item) => item.Update?.Key)).toEqual(COUNTER_KEYS(day, day.slice(0, 7)))
    // Every counter gets the same ADD: one transfer, pending, its total and fees; nothing paid yet.
    for (const item of items.slice(COUNTERS_INDEX, COUNTERS_INDEX + COUNTERS)) {
      expect(item.Update?.ExpressionAttributeValues).toEqual({ ':count': 1, ':pending': 1, ':revenueCents': 26_250, ':feesCents': 1250 })
    }
    expect(items[EVENT_INDEX]?.Put?.Item).toMatchObject({ type: 'created', by: 'user-1', byName: 'Amina Yusuf' })
    // The payment posts in the same transaction: the card's money, held for the sender; written once, never over another.
    expect(items[JOURNAL_INDEX]?.Put).toMatchObject({
      Item: {
        sk: 'JOURNAL#00000001#0',
        reason: 'payment',
        lines: [
          { account: 'card-funds-received', minor: 26_250 },
          { account: 'customer-funds-held', minor: 26_250 },
        ],
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    })
    // The key, the invoice and the transfer are new items: each refuses to overwrite.
    for (const item of [items[0], items[INVOICE_INDEX], items[TRANSFER_INDEX]])
      expect(item?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)')
    // The quote is spent by this transfer, once: the use refuses a quote another transfer used.
    expect(items[QUOTE_INDEX]?.Update).toMatchObject({
      UpdateExpression: 'SET usedBy = :transfer, usedAt = :at',
      ConditionExpression: 'attribute_not_exists(usedBy)',
      ExpressionAttributeValues: { ':transfer': transfer.id },
    })
    expect(items[TRANSFER_INDEX]?.Put?.Item).toMatchObject({ amountCents: 25_000, feeCents: 1250, totalCents: 26_250, card: transfer.card })
  })

  it('idempotency item already taken → replays the first transfer', async () => {
    const { first, twin } = await twinOfFirstAttempt(createCancelled(0))
    expect(twin.statusCode).toBe(201)
    expect(twin.headers?.['idempotent-replayed']).toBe('true')
    expect(parse(twin)).toEqual(parse(first))
    expect(transactCalls()).toHaveLength(1)
    expect(loneWrites()).toBe(0)
  })

  it.each([
    ['amount', { inputValue: 251 }],
    // Once 201: the first (Visa 4242) transfer replayed for a Mastercard payment.
    ['card', { cardNumber: '5555555555554444' }],
  ])('the same key with a different %s → 422 and no write', async (_what, change) => {
    const body = paymentBody()
    const { key, idempotencyRecord } = await firstAttempt(body)
    keyRecordRead(key).resolves({ Item: idempotencyRecord })

    const response = await createTransfer(createEvent({ ...body, ...change }, { key }))
    expect({ status: response.statusCode, body: parse(response) }).toEqual({
      status: 422,
      body: { error: KEY_REUSED, code: messageCode(KEY_REUSED) },
    })
    expect(transactCalls()).toHaveLength(0)
    expect(loneWrites()).toBe(0)
  })

  it('invoice number already taken → retried with a new invoice number, and succeeds', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(createCancelled(INVOICE_INDEX)).resolves({})
    const response = await createTransfer(createEvent(paymentBody()))
    expect(response.statusCode).toBe(201)
    const transfer = TransferSchema.parse(parse(response))

    expect(transactCalls()).toHaveLength(2)
    expect(loneWrites()).toBe(0)
    const invoiceOf = (call: number) => transactItems(call)[INVOICE_INDEX]?.Put?.Item?.pk
    expect(invoiceOf(0)).not.toBe(invoiceOf(1))
    expect(invoiceOf(1)).toBe(`INVOICE#${transfer.invoiceNumber}`)
    expect(transactItems(1)[TRANSFER_INDEX]?.Put?.Item).toMatchObject({ id: transfer.id, invoiceNumber: transfer.invoiceNumber })
    // The retry is a whole new attempt, under the same Idempotency-Key.
    expect(transactItems(1)).toHaveLength(CREATE_ITEMS)
    expect(transactItems(1)[0]?.Put?.Item?.pk).toBe(transactItems(0)[0]?.Put?.Item?.pk)
  })
})

describe('create: a quote pays for its holder, once', () => {
  const refusal = (code: keyof typeof QUOTE_REFUSALS) => ({ status: 409, body: { error: QUOTE_REFUSALS[code], code } })

  it("another account's quote → 409 QUOTE_NOT_YOURS before any write (quotes were bearer instruments)", async () => {
    const body = withMockedQuote(dynamo, paymentBody(), 'user-2')
    const response = await createTransfer(createEvent(body, { sub: 'user-1' }))
    expect({ status: response.statusCode, body: parse(response) }).toEqual(refusal('QUOTE_NOT_YOURS'))
    expect(transactCalls()).toHaveLength(0)
  })

  it('a quote another payment used meanwhile (its use refused in the transaction) → 409 QUOTE_USED, nothing written', async () => {
    dynamo.on(TransactWriteCommand).rejects(createCancelled(QUOTE_INDEX))
    const response = await createTransfer(createEvent(paymentBody()))
    expect({ status: response.statusCode, body: parse(response) }).toEqual(refusal('QUOTE_USED'))
    expect(transactCalls()).toHaveLength(1)
    expect(loneWrites()).toBe(0)
  })

  it('a twin of a payment that used its quote (key and quote both refused) → the first transfer replayed, not QUOTE_USED', async () => {
    const refusedBoth = Array.from({ length: CREATE_ITEMS }, (_, i) => (i === 0 || i === QUOTE_INDEX ? 'ConditionalCheckFailed' : 'None'))
    const { first, twin } = await twinOfFirstAttempt(cancelled(...refusedBoth))
    expect(twin.statusCode).toBe(201)
    expect(parse(twin)).toEqual(parse(first))
  })
})

describe('create: velocity limits per sender and per card, in the same transaction', () => {
  const HOUR = 3_600
  const velocityItems = (call = 0) => transactItems(call).slice(VELOCITY_INDEX, VELOCITY_INDEX + VELOCITY)

  it('adds one to the hour and day windows of the sender and of the card, each on the condition it is below its limit', async () => {
    const at = Date.parse('2026-11-25T10:20:00Z')
    const response = await createTransfer({ ...createEvent(paymentBody()), requestContext: { ...createEvent({}).requestContext, timeEpoch: at } })
    expect(response.statusCode).toBe(201)
    const hourStart = Date.parse('2026-11-25T10:00:00Z') / 1000
    const dayStart = Date.parse('2026-11-25T00:00:00Z') / 1000
    const updates = velocityItems().map((item) => item.Update)
    expect(updates.map((update) => update?.Key?.sk)).toEqual([`HOUR#${hourStart}`, `DAY#${dayStart}`, `HOUR#${hourStart}`, `DAY#${dayStart}`])
    expect(updates.map((update) => update?.ExpressionAttributeValues?.[':max'])).toEqual([
      DEFAULT_TRANSFER_VELOCITY.perUser.hour,
      DEFAULT_TRANSFER_VELOCITY.perUser.day,
      DEFAULT_TRANSFER_VELOCITY.perCard.hour,
      DEFAULT_TRANSFER_VELOCITY.perCard.day,
    ])
    for (const update of updates) {
      expect(update?.ConditionExpression).toBe('attribute_not_exists(transfers) OR transfers < :max')
      expect(update?.UpdateExpression).toBe('ADD transfers :one SET #ttl = :end')
    }
    // The window's item expires when the window ends.
    expect(updates.map((update) => update?.ExpressionAttributeValues?.[':end'])).toEqual([
      hourStart + HOUR,
      dayStart + 24 * HOUR,
      hourStart + HOUR,
      dayStart + 24 * HOUR,
    ])
  })

  it('names the card by brand, last four and expiry: another number with the same last four and expiry is the same card', async () => {
    // Another Visa number ending 4242: the check digit is the last, so try bodies until it is 2.
    const other = Array.from({ length: 10 }, (_, i) => withLuhnCheckDigit(`4000${i}5665566424`)).find((n) => n.endsWith('4242'))
    if (!other) throw new Error('no other Visa number ends 4242')
    for (const body of [paymentBody(), paymentBody({ cardNumber: other }), paymentBody({ expirationDate: '11/30' })]) {
      expect((await createTransfer(createEvent(body))).statusCode).toBe(201)
    }
    const cardKey = (call: number) => velocityItems(call)[2]?.Update?.Key?.pk
    expect(cardKey(1)).toBe(cardKey(0))
    expect(cardKey(2)).not.toBe(cardKey(0))
    expect(JSON.stringify(velocityItems(0))).not.toContain('4242')
  })

  it.each([
    [0, 'You have reached the limit of 10 transfers per hour. You can send again in 40 minutes.', 40 * 60],
    [1, 'You have reached the limit of 30 transfers per day. You can send again in 14 hours.', 13 * HOUR + 40 * 60],
    [2, 'This card has reached the limit of 6 transfers per hour. You can use it again in 40 minutes, or pay with another card.', 40 * 60],
    [3, 'This card has reached the limit of 20 transfers per day. You can use it again in 14 hours, or pay with another card.', 13 * HOUR + 40 * 60],
  ])('a full window (velocity item %i) → 429 with the wait until it ends in Retry-After, nothing written', async (index, message, retryAfter) => {
    dynamo.on(TransactWriteCommand).rejects(createCancelled(VELOCITY_INDEX + index))
    const at = Date.parse('2026-11-25T10:20:00Z')
    const response = await createTransfer({ ...createEvent(paymentBody()), requestContext: { ...createEvent({}).requestContext, timeEpoch: at } })
    expect({ status: response.statusCode, body: parse(response), retryAfter: response.headers?.['retry-after'] }).toEqual({
      status: 429,
      body: { error: message, code: messageCode(message) },
      retryAfter: String(retryAfter),
    })
    expect(transactCalls()).toHaveLength(1)
    expect(loneWrites()).toBe(0)
  })

  it('a replay is answered whatever the limits: a used key wins over a full window', async () => {
    // The twin took the last slot too: its transaction is refused on the key and on the windows.
    const refusedBoth = Array.from({ length: CREATE_ITEMS }, (_, i) =>
      i === 0 || (i >= VELOCITY_INDEX && i < VELOCITY_INDEX + VELOCITY) ? 'ConditionalCheckFailed' : 'None',
    )
    const { first, twin } = await twinOfFirstAttempt(cancelled(...refusedBoth))
    expect(twin.statusCode).toBe(201)
    expect(parse(twin)).toEqual(parse(first))
  })
})

describe('create on behalf of another user (Add Customer)', () => {
  it("staff name the owner: the transfer, its counters and lookups are the owner's; the key and the event are the admin's", async () => {
    const key = randomUUID()
    const response = await createTransfer(createEvent(paymentBody({ ownerId: 'user-1' }), { sub: 'admin-1', key }))
    expect(response.statusCode).toBe(201)
    const transfer = TransferSchema.parse(parse(response))
    expect(transfer.ownerId).toBe('user-1')
    const items = transactItems()
    expect(items[0]?.Put?.Item?.pk).toBe(`IDEMPOTENCY#admin-1#${key}`)
    expect(items[TRANSFER_INDEX]?.Put?.Item).toMatchObject({ ownerId: 'user-1', gsi1pk: 'OWNER#user-1' })
    const day = transfer.createdAt.slice(0, 10)
    expect(items.slice(COUNTERS_INDEX, COUNTERS_INDEX + COUNTERS).map((item) => item.Update?.Key)).toEqual(
      COUNTER_KEYS(day, day.slice(0, 7), 'user-1'),
    )
    expect(items[EVENT_INDEX]?.Put?.Item).toMatchObject({ type: 'created', by: 'admin-1' })
    // The velocity limits are the owner's: staff recording for a sender count against that sender.
    expect(items.slice(VELOCITY_INDEX, VELOCITY_INDEX + 2).map((item) => item.Update?.Key?.pk)).toEqual([
      'VELOCITY#USER#user-1',
      'VELOCITY#USER#user-1',
    ])
  })

  it('anyone else naming another user → 403, nothing written', async () => {
    const response = await createTransfer(createEvent(paymentBody({ ownerId: 'admin-1' }), { sub: 'user-1' }))
    expect({ status: response.statusCode, body: parse(response) }).toEqual({
      status: 403,
      body: { error: 'Only admins can record a transfer for another user', code: 'only-admins-can-record-a-transfer-for-another-user' },
    })
    expect(transactCalls()).toHaveLength(0)
  })

  it('naming oneself is the same as naming no one', async () => {
    const response = await createTransfer(createEvent(paymentBody({ ownerId: 'user-1' }), { sub: 'user-1' }))
    expect(response.statusCode).toBe(201)
    expect(TransferSchema.parse(parse(response)).ownerId).toBe('user-1')
  })

  it('a user that does not exist → 404, nothing written', async () => {
    const response = await createTransfer(createEvent(paymentBody({ ownerId: 'ghost-user' }), { sub: 'admin-1' }))
    expect({ status: response.statusCode, body: parse(response) }).toEqual({ status: 404, body: { error: 'User not found', code: 'user-not-found' } })
    expect(transactCalls()).toHaveLength(0)
  })
})

describe('update and delete: a cancelled transaction is 409, a transient failure 503', () => {
  it('a status change whose transaction is cancelled (someone else wrote first) → 409, nothing written', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'))
    const response = await updateTransfer(transferEvent('PATCH', 'admin-1', { status: 'PAID', note: 'Paid out in Banadir', version: 1 }))
    expect(response.statusCode).toBe(409)
    expect(parse(response)).toEqual({ error: STALE, code: messageCode(STALE) })
    expect(transactCalls()).toHaveLength(1)
    // Transfer (conditional on its version), every counter, the event and the payout's journal entry: one transaction.
    const items = transactItems()
    expect(items).toHaveLength(1 + COUNTERS + 2)
    expect(items[0]?.Put?.ConditionExpression).toContain('version = :version')
    expect(items.slice(1, 1 + COUNTERS).map((item) => item.Update?.Key)).toEqual(COUNTER_KEYS('2026-01-01', '2026-01'))
    // PENDING → PAID: one more paid, one fewer pending, its sums become paid sums, and the payout's posting earns the fee.
    for (const item of items.slice(1, 1 + COUNTERS)) {
      expect(item.Update?.ExpressionAttributeValues).toEqual({
        ':paid': 1,
        ':pending': -1,
        ':paidRevenueCents': 10_500,
        ':paidFeesCents': 500,
        ':feeRevenueCents': 500,
      })
    }
    expect(items.at(-2)?.Put?.Item).toMatchObject({ type: 'status', by: 'admin-1', byName: 'Amina Yusuf' })
    expect(items.at(-1)?.Put?.Item).toMatchObject({ sk: 'JOURNAL#00000002#0', reason: 'payout' })
    expect(loneWrites()).toBe(0)
  })

  it('an edit of one name that completes a card number with the stored names → 400, nothing written', async () => {
    const split = storedTransfer({ firstName: '411111', middleName: '111111', lastName: 'Yusuf' })
    dynamo.on(GetCommand, { Key: { pk: `TRANSFER#${TRANSFER_ID}`, sk: 'TRANSFER' } }).resolves({ Item: split })
    const response = await updateTransfer(transferEvent('PATCH', 'admin-1', { lastName: '1111', reason: 'Sender called', version: 1 }))
    expect(response.statusCode).toBe(400)
    expect(parse(response)).toMatchObject({
      error: 'Card numbers cannot be entered here',
      fields: { lastName: 'Card numbers cannot be entered here' },
    })
    expect(transactCalls()).toHaveLength(0)
    expect(loneWrites()).toBe(0)
  })

  it("staff's correction that times out → 503, nothing else written", async () => {
    dynamo.on(TransactWriteCommand).rejects(named('TimeoutError'))
    const correction = { note: 'Call first', mobileNumber: '612345699', reason: 'Sender called: wrong digit', version: 1 }
    expectBusy(await updateTransfer(transferEvent('PATCH', 'admin-1', correction)))
    expect(transactCalls()).toHaveLength(1)
    // The mobile lookup moves inside the same transaction: delete old, put new.
    expect(transactItems().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Delete', 'Put', 'Put'])
    expect(loneWrites()).toBe(0)
  })

  it('an archive whose transaction is cancelled → 409; throttled → 503; neither writes outside it', async () => {
    const cancelledTransfer = storedTransfer({ status: 'CANCELLED' })
    dynamo.on(GetCommand, { Key: { pk: `TRANSFER#${TRANSFER_ID}`, sk: 'TRANSFER' } }).resolves({ Item: cancelledTransfer })
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'))
      .rejects(named('ThrottlingException'))
    const first = await deleteTransfer(transferEvent('DELETE', 'user-1'))
    expect(first.statusCode).toBe(409)
    expect(parse(first)).toEqual({ error: STALE, code: messageCode(STALE) })
    expectBusy(await deleteTransfer(transferEvent('DELETE', 'user-1')))
    expect(transactCalls()).toHaveLength(2)
    // An archive: the transfer kept without its list keys, and its event; lookups, counters and entries stay.
    expect(transactItems().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put'])
    expect(transactItems()[0]?.Put?.Item).toMatchObject({ archivedBy: 'user-1', version: 2 })
    expect(transactItems()[0]?.Put?.Item).not.toHaveProperty('gsi1pk')
    expect(transactItems()[1]?.Put?.Item).toMatchObject({ type: 'archived', by: 'user-1' })
    expect(loneWrites()).toBe(0)
  })
})

describe('create: fee and card rules hold through the handler (properties)', () => {
  // The sender (verified) has identity details on file, so $3,000 and more can be sent.
  beforeEach(() => {
    dynamo.on(GetCommand, { Key: keyOf('identity', { ownerId: 'user-1' }) }).resolves({
      Item: {
        ...keyOf('identity', { ownerId: 'user-1' }),
        documentType: 'passport',
        documentNumber: 'P1234567',
        issuer: 'United States',
        expiresOn: '2099-01-01',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    })
  })

  /** Creates with this body; answers the response and the transaction it sent, if any. */
  async function attempt(body: unknown): Promise<{ response: APIGatewayProxyStructuredResultV2; items: unknown[] | undefined }> {
    dynamo.resetHistory()
    const response = await createTransfer(createEvent(body))
    return { response, items: transactCalls()[0]?.args[0].input.TransactItems }
  }

  it('stores and answers fee = 5% up to 3000.00, 3% above, half-up; total = amount + fee', async () => {
    await fc.assert(
      fc.asyncProperty(feeCheckAmountCents, async (amount) => {
        const { response, items } = await attempt(paymentBody({ inputValue: amount / 100 }))
        expect(response.statusCode).toBe(201)
        const fee = expectedFeeCents(amount)
        const transfer: Transfer = TransferSchema.parse(parse(response))
        expect([transfer.inputValue, transfer.fees, transfer.total]).toEqual([amount / 100, fee / 100, (amount + fee) / 100])
        expect(JSON.stringify(items)).toContain(`"amountCents":${amount},"feeCents":${fee},"totalCents":${amount + fee}`)
      }),
      { numRuns: 60 },
    )
  })

  it('refuses any amount above the maximum (10,000.00) with no write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1_000_001, max: 100_000_000 }), async (amount) => {
        const { response, items } = await attempt(paymentBody({ inputValue: amount / 100 }))
        expect(response.statusCode).toBe(400)
        expect(parse(response)).toEqual({ error: ABOVE_MAX, code: messageCode(ABOVE_MAX), fields: { inputValue: ABOVE_MAX } })
        expect(items).toBeUndefined()
      }),
      { numRuns: 30 },
    )
  })

  it('takes any Luhn-valid 16-digit number in an issuer range (keeping only brand and last four) and refuses one wrong digit', async () => {
    await fc.assert(
      fc.asyncProperty(cardNumberAndMistype, async ({ valid, broken }) => {
        const accepted = await attempt(paymentBody({ cardNumber: valid }))
        expect(accepted.response.statusCode).toBe(201)
        expect(TransferSchema.parse(parse(accepted.response)).card.last4).toBe(valid.slice(-4))
        expect(`${accepted.response.body ?? ''}${JSON.stringify(accepted.items)}`).not.toContain(valid)

        const refused = await attempt(paymentBody({ cardNumber: broken }))
        expect(refused.response.statusCode).toBe(400)
        expect(parse(refused.response)).toMatchObject({ error: CARD_NUMBER, fields: { cardNumber: CARD_NUMBER } })
        expect(refused.items).toBeUndefined()
        expect(logs.join('\n')).not.toContain(valid)
      }),
      { numRuns: 60 },
    )
  })

  // What an attacker typed, now refused with no write.
  it.each([
    ['a card number no issuer uses (all zeros passes Luhn)', { cardNumber: '0000 0000 0000 0000' }, 'cardNumber', CARD_NUMBER],
    ['an expiry no card has (12/99)', { expirationDate: '12/99' }, 'expirationDate', EXPIRY_TOO_FAR_MESSAGE],
    ['a card number typed into the first name', { firstName: 'Amina 4111 1111 1111 1111' }, 'firstName', CARD_NUMBER_IN_TEXT_MESSAGE],
    ['a card number typed into the city', { city: '4111-1111-1111-1111' }, 'city', CARD_NUMBER_IN_TEXT_MESSAGE],
    ['a right-to-left override in the last name', { lastName: 'Yusuf\u202Efdp' }, 'lastName', HIDDEN_CHARACTERS_MESSAGE],
  ])('refuses %s', async (_what, change, field, message) => {
    const { response, items } = await attempt(paymentBody(change))
    expect(response.statusCode).toBe(400)
    expect(parse(response)).toMatchObject({ fields: { [field]: message } })
    expect(items).toBeUndefined()
  })

  it('refuses any past expiry month and any CVV that is not 3 digits, with no write', async () => {
    const now = new Date()
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
    const pastMonth = fc
      .integer({ min: 2000 * 12, max: thisMonth - 1 })
      .map((m) => `${String((m % 12) + 1).padStart(2, '0')}/${String(Math.floor(m / 12) % 100).padStart(2, '0')}`)
    const badCvv = fc.string({ maxLength: 6 }).filter((value) => !/^\s*\d{3}\s*$/.test(value))
    await fc.assert(
      fc.asyncProperty(pastMonth, badCvv, async (expirationDate, cvv) => {
        const expired = await attempt(paymentBody({ expirationDate }))
        expect(parse(expired.response), expirationDate).toMatchObject({ error: EXPIRED })
        const wrongCvv = await attempt(paymentBody({ cvv }))
        expect(wrongCvv.response.statusCode).toBe(400)
        expect(parse(wrongCvv.response)).toMatchObject({ error: CVV_MESSAGE, fields: { cvv: CVV_MESSAGE } })
        expect([expired.items, wrongCvv.items]).toEqual([undefined, undefined])
      }),
      { numRuns: 40 },
    )
  })
})
