/**
 * API under load (autocannon against the local stack) beside the raw DynamoDB calls each endpoint
 * needs, sent with the SDK from this process to the same DynamoDB Local at the same concurrency.
 * The ratio of the two is what our gateway, token check and handler add.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb'
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb'
import { ulid } from 'ulid'
import * as z from 'zod/mini'
import { quoteRoutes } from '../../shared/api/route-table/quotes'
import { transferRoutes } from '../../shared/api/route-table/transfers'
import { systemRoutes } from '../../shared/api/route-table/system'
import { userRoutes } from '../../shared/api/route-table/users'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { computeFees } from '../../shared/money/fees'
import type { Quote } from '../../shared/rates/quote'
import { usdQuoteFigures } from '../../shared/rates/testing/usd-quote-figures'
import { cardBrand, lastFour } from '../../shared/transfers/card'
import type { VelocityLimits } from '../../shared/transfers/limits'
import type { SendingLimits } from '../../shared/compliance/sending-limits'
import { CreateTransferSchema } from '../../shared/transfers/transfer-schemas'
import type { Session } from '../../shared/users/user'
import { transferInput } from '../../functions/transfers/testing/transfer-rules'
import { keyOf, prefixOf } from '../../functions/model/table-keys'
import { createTransfer, quoteFor, signUpAndSignIn } from '../audit/session'
import { httpLoad, rawLoad, rawPair, sideBySide, type HttpLoad } from './load'
import type { ApiRow, LoadFigures } from './report'

/**
 * Velocity limits the bench's stack runs with: its load test sends hundreds of creates a second
 * from one sender and card, which the stage defaults answer with 429 after the tenth. The counters
 * are still written, so the measured create is the real one.
 */
export const BENCH_VELOCITY: VelocityLimits = { perUser: { hour: 1e9, day: 1e9 }, perCard: { hour: 1e9, day: 1e9 } }
/** Sending limits the load test never meets (one sender sends thousands of transfers). */
export const BENCH_SENDING_LIMITS: SendingLimits = {
  unverified: { dayCents: 1e15, monthCents: 1e15 },
  verified: { dayCents: 1e15, monthCents: 1e15 },
}

export interface ApiSectionOptions {
  baseUrl: string
  /** The handlers' environment of the running stack (table, DynamoDB Local's endpoint). */
  functionEnv: Readonly<Record<string, string>>
  connections: readonly number[]
  seconds: number
  log: (message: string) => void
}

/** The warm-up before each endpoint's rows, in seconds. */
const warmupSeconds = (seconds: number) => Math.max(1, Math.min(3, Math.round(seconds / 4)))

interface Endpoint {
  name: string
  raw: string
  http: HttpLoad
  rawCall: () => Promise<unknown>
}

const PAGE_SIZE = 20
/** Transfers the bench customer owns before the list is measured: a full first page and more. */
const OWN_TRANSFERS = 25
/** Payments a second the pool of quotes is sized for (the local create answers ~140 a second; room to spare). */
const POOL_PAYMENTS_PER_SECOND = 500

/**
 * Quotes bound to the bench customer, written straight into the table (as `POST /api/quotes/mine`
 * stores them): a quote pays for one transfer, so every create under load takes its own. Sized for
 * `count` payments; the create refuses a used one, so running out shows as non-2xx answers.
 */
async function quotePool(
  doc: DynamoDBDocumentClient,
  table: string,
  holder: string,
  payment: { countryId: string; amountCents: number; paymentType: Quote['paymentType'] },
  count: number,
): Promise<{ ids: string[]; quoteOf: (quoteId: string) => Quote }> {
  const now = new Date()
  const ids = Array.from({ length: count }, () => ulid())
  const quoteOf = (quoteId: string): Quote => ({
    quoteId,
    countryId: payment.countryId,
    paymentType: payment.paymentType,
    ...usdQuoteFigures(payment.amountCents),
    createdAt: now.toISOString(),
    // The API section runs for minutes, not the half hour a quote holds.
    expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
    dateAvailable: now.toISOString().slice(0, 10),
  })
  const items = ids.map((quoteId) => ({
    ...keyOf('quote', { id: quoteId }),
    quote: quoteOf(quoteId),
    holder,
    expiresAt: Math.floor(now.getTime() / 1000) + 86_400,
  }))
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }))
    while (requests.length > 0) {
      const out = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }))
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests
    }
  }
  return { ids, quoteOf }
}

/** The four endpoints with their raw equivalents, for a customer who owns `OWN_TRANSFERS` transfers. */
async function endpoints(
  options: ApiSectionOptions,
  session: Session,
): Promise<{ list: Endpoint[]; createTransaction: (withLedger: boolean) => Promise<void>; destroy: () => void }> {
  const env = options.functionEnv
  const table = env.TABLE_NAME
  const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB
  if (!table || !endpoint) throw new Error('The stack did not report TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB')
  // This process's own functions' modules read the same environment (transferCreateItems names the table).
  Object.assign(process.env, env)
  const { transferCreateItems } = await import('../../functions/store/transfer-inserts')
  const { apply } = await import('../../functions/domain/transfer-moves')
  const { velocityCounters } = await import('../../functions/store/transfer-velocity')
  const { ledgerGiveBack } = await import('../../functions/store/limit-ledger')
  const { quoteUse } = await import('../../functions/store/quotes-store')

  const ids: string[] = []
  for (let i = 0; i < OWN_TRANSFERS; i++) ids.push(await createTransfer(options.baseUrl, session, 'so'))
  const transferId = ids[0] ?? ''
  const sub = session.id
  const auth = { authorization: `Bearer ${session.token}` }
  // Every attempt pays the same amount, each at a quote of its own (a quote pays once): the first
  // from the API, the rest from a pool written into the table.
  const payment = transferInput()
  const body = { ...payment, quoteId: await quoteFor(options.baseUrl, session, payment) }

  // The same client settings as functions/lib/clients.ts, without our middleware: plain SDK calls.
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: env.AWS_REGION ?? 'us-east-1',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  )
  const actor = { id: sub, name: `${session.firstName} ${session.lastName}`, role: 'sender' as const }
  // What the route's schema makes of the body (amountCents, digits only), as the handler receives it.
  const input = z.parse(CreateTransferSchema, body)
  const { feeCents, totalCents } = computeFees(input.amountCents)
  const warmup = warmupSeconds(options.seconds)
  const payments = POOL_PAYMENTS_PER_SECOND * (options.seconds * options.connections.length + warmup)
  const { ids: quotes, quoteOf } = await quotePool(doc, table, sub, input, payments)

  /**
   * The create's transaction as the handler sends it, with its journal entries or (the ledger's cost,
   * measured beside it) without them.
   */
  const createTransaction = async (withLedger: boolean) => {
    const now = new Date().toISOString()
    const record = {
      id: ulid(),
      ownerId: sub,
      invoiceNumber: `US-${randomInt(0, 10_000_000_000)}`,
      firstName: input.firstName,
      middleName: input.middleName,
      lastName: input.lastName,
      mobileNumber: input.mobileNumber,
      countryId: input.countryId,
      country: DESTINATIONS.find((d) => d.id === input.countryId)?.countryName ?? input.countryId,
      city: input.city,
      relationship: input.relationship,
      sendingReason: input.sendingReason,
      paymentType: input.paymentType,
      paymentMethod: input.paymentMethod,
      card: { brand: cardBrand(input.cardNumber), last4: lastFour(input.cardNumber), expirationDate: input.expirationDate },
      amountCents: input.amountCents,
      feeCents,
      totalCents,
      payout: {
        currency: 'USD',
        rate: '1',
        receiveAmount: input.amountCents / 100,
        receiveMinor: input.amountCents,
        dateAvailable: now.slice(0, 10),
      },
      note: '',
      createdAt: now,
    }
    const items = transferCreateItems(
      apply(undefined, { type: 'create', draft: record, holdReasons: [] }, actor, new Date(now)),
      { callerId: sub, key: randomUUID(), requestHash: 'bench' },
      velocityCounters(sub, record.card, new Date(), BENCH_VELOCITY),
      // The limit ledger's UpdateItem (the create's is conditional on the version it read).
      ledgerGiveBack(sub, record.id),
      // The quote's use: an UpdateItem of an item of its own (a dollar quote: no rate to check).
      quoteUse({ quote: quoteOf(ulid()), holder: sub }, record.id, now),
    )
    const journal = prefixOf('journalEntry', 'sk')
    const sent = withLedger ? items : items.filter((item) => !String(item.Put?.Item?.sk ?? '').startsWith(journal))
    await doc.send(new TransactWriteCommand({ TransactItems: sent, ClientRequestToken: randomUUID() }))
    // The local stack follows every transaction with this call (infra/local/dynamodb-local-durability.ts).
    await doc.send(new ListTablesCommand({ Limit: 1 }))
  }
  const list: Endpoint[] = [
    {
      name: `GET ${userRoutes.getMe.path}`,
      raw: 'GetItem of the profile',
      http: { url: new URL(userRoutes.getMe.path, options.baseUrl).href, method: 'GET', headers: auth },
      rawCall: () => doc.send(new GetCommand({ TableName: table, Key: keyOf('profile', { sub }), ConsistentRead: true })),
    },
    {
      name: `GET ${transferRoutes.listTransfers.path}`,
      raw: `Query of the sender's first ${PAGE_SIZE} (gsi1) ‖ GetItem of their counters`,
      http: { url: new URL(transferRoutes.listTransfers.path, options.baseUrl).href, method: 'GET', headers: auth },
      rawCall: () =>
        Promise.all([
          doc.send(
            new QueryCommand({
              TableName: table,
              IndexName: 'gsi1',
              KeyConditionExpression: '#pk = :pk',
              ExpressionAttributeNames: { '#pk': 'gsi1pk' },
              ExpressionAttributeValues: { ':pk': prefixOf('transfer', 'pk', { ownerId: sub }, 'gsi1') },
              ScanIndexForward: false,
              Limit: PAGE_SIZE,
            }),
          ),
          doc.send(new GetCommand({ TableName: table, Key: keyOf('ownerTotals', { ownerId: sub }), ConsistentRead: true })),
        ]),
    },
    {
      name: `GET ${transferRoutes.getTransfer.path}`,
      raw: 'GetItem of the transfer ‖ Query of its history',
      http: { url: new URL(transferRoutes.getTransfer.path.replace('{id}', transferId), options.baseUrl).href, method: 'GET', headers: auth },
      rawCall: () =>
        Promise.all([
          doc.send(new GetCommand({ TableName: table, Key: keyOf('transfer', { id: transferId }), ConsistentRead: true })),
          doc.send(
            new QueryCommand({
              TableName: table,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
              ExpressionAttributeValues: { ':pk': prefixOf('transferEvent', 'pk', { id: transferId }), ':events': prefixOf('transferEvent', 'sk') },
            }),
          ),
        ]),
    },
    {
      name: `POST ${transferRoutes.createTransfer.path}`,
      raw: 'TransactWriteItems of the same 16 items + the local durability ListTables',
      http: {
        url: new URL(transferRoutes.createTransfer.path, options.baseUrl).href,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        // A new payment attempt each time, at a quote of its own: a repeated key would be answered from
        // the first transfer, and a used quote refused.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...body, quoteId: quotes.pop() ?? body.quoteId }),
        }),
      },
      rawCall: () => createTransaction(true),
    },
    {
      name: `POST ${quoteRoutes.createQuote.path}`,
      raw: "UpdateItem of the client's minute window ‖ GetItem of the rate, then PutItem of the quote",
      http: {
        url: new URL(quoteRoutes.createQuote.path, options.baseUrl).href,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryId: 'ke', amount: 250, payoutCurrency: 'KES', paymentType: 'Mobile Money' }),
        // Quotes are limited per client (30 a minute): each request is a client of its own, as many senders are.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'cloudfront-viewer-address': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}:${randomInt(1024, 65535)}` },
        }),
      },
      rawCall: async () => {
        const minute = String(Math.floor(Date.now() / 60_000) * 60)
        await Promise.all([
          doc.send(
            new UpdateCommand({
              TableName: table,
              Key: keyOf('quoteWindow', { client: randomUUID(), start: minute }),
              UpdateExpression: 'ADD quotes :one',
              ExpressionAttributeValues: { ':one': 1 },
            }),
          ),
          doc.send(new GetCommand({ TableName: table, Key: keyOf('exchangeRate', { countryId: 'ke', currency: 'KES' }), ConsistentRead: true })),
        ])
        await doc.send(new PutCommand({ TableName: table, Item: { ...keyOf('quote', { id: ulid() }), quote: { bench: true } } }))
      },
    },
  ]
  return { list, createTransaction, destroy: () => doc.destroy() }
}

/** The create's transaction with its journal entries beside the same without them: what the ledger costs a payment. */
interface LedgerCostRow {
  connections: number
  withLedger: LoadFigures
  withoutLedger: LoadFigures
  /** p50 with ÷ p50 without (target ≤ 1.2). */
  ratio: number
}

export interface ApiSectionResult {
  rows: (ApiRow & { baselineFirstError?: string })[]
  ledgerCost: LedgerCostRow[]
  /** `GET /api/health` at 1 connection: HTTP and the local gateway alone (no token, no DynamoDB). */
  floor: LoadFigures
  customer: string
  ownTransfers: number
}

export async function runApiSection(options: ApiSectionOptions): Promise<ApiSectionResult> {
  const session = await signUpAndSignIn(options.baseUrl)
  const { list, createTransaction, destroy } = await endpoints(options, session)
  const rows: ApiSectionResult['rows'] = []
  const ledgerCost: LedgerCostRow[] = []
  const warmup = warmupSeconds(options.seconds)
  const health: HttpLoad = { url: new URL(systemRoutes.getHealth.path, options.baseUrl).href, method: 'GET', headers: {} }
  await httpLoad(health, 10, warmup)
  const floor = await httpLoad(health, 1, options.seconds)
  options.log(`GET ${systemRoutes.getHealth.path} (the floor: HTTP + gateway + route wrapper, no token, no DynamoDB), 1 conn: ${describe(floor)}`)
  try {
    for (const endpoint of list) {
      options.log(`${endpoint.name} (raw: ${endpoint.raw}); ${warmup} s warm-up each`)
      await httpLoad(endpoint.http, 10, warmup)
      await rawLoad(endpoint.rawCall, 10, warmup)
      for (const connections of options.connections) {
        const { api, raw: baseline } = await sideBySide(endpoint.http, endpoint.rawCall, connections, options.seconds)
        const { firstError, ...raw } = baseline
        options.log(`  ${connections} conn: API ${describe(api)} | raw ${describe(raw)}${firstError ? ` (first raw error: ${firstError})` : ''}`)
        rows.push({
          endpoint: endpoint.name,
          raw: endpoint.raw,
          connections,
          api,
          baseline: raw,
          ...(firstError ? { baselineFirstError: firstError } : {}),
        })
      }
    }
    options.log(`The create's transaction with its journal entries and without them; ${warmup} s warm-up`)
    const withLedger = () => createTransaction(true)
    const withoutLedger = () => createTransaction(false)
    await rawPair(withLedger, withoutLedger, 10, warmup)
    for (const connections of options.connections.filter((n) => n <= 10)) {
      const { a, b } = await rawPair(withLedger, withoutLedger, connections, options.seconds)
      const ratio = a.p50 / Math.max(b.p50, 0.001)
      options.log(`  ${connections} conn: with ${describe(a)} | without ${describe(b)} | ${ratio.toFixed(2)}×`)
      ledgerCost.push({ connections, withLedger: a, withoutLedger: b, ratio })
    }
  } finally {
    destroy()
  }
  return { rows, ledgerCost, floor, customer: session.email, ownTransfers: OWN_TRANSFERS }
}

const describe = (f: LoadFigures) =>
  `${Math.round(f.perSecond)}/s p50 ${f.p50.toFixed(2)} p99 ${f.p99.toFixed(2)} ms, ${f.errors} errors${f.non2xx ? `, ${f.non2xx} non-2xx` : ''}`
