import { randomUUID } from 'node:crypto'
import { QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, expect } from 'vitest'
import { routes } from '../../../shared/api/routes'
import { invoiceLabel } from '../../../shared/transfers/transfer-options'
import {
  TransferListSchema,
  TransferSchema,
  type CreateTransferInput,
  type Transfer,
  type TransferList,
} from '../../../shared/transfers/transfer-schemas'
import { DEFAULT_TRANSFER_VELOCITY } from '../../../shared/transfers/limits'
import { pollUntil } from '../../lib/testing/poll-until'
import { createAccountsApi, type ApiResponse, type TestAccount } from '../../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients, type FunctionEnv } from '../../users/testing/local-stack'
import { uniqueLoopbackAddress } from '../../lib/testing/loopback-client'
import { testStack } from '../../lib/testing/test-stack'
import { QUOTE_TO_FETCH, transferInput } from './transfer-rules'

export * from './transfer-rules'

/**
 * HTTP and DynamoDB helpers for the transfer ("customer") integration tests. Every file shares one
 * stack, so helpers make unique names, mobile numbers and Idempotency-Keys, and counters are
 * compared as deltas, never as absolute values.
 */

export interface Stats {
  count: number
  paid: number
  pending: number
  cancelled: number
  revenueCents: number
  feesCents: number
}
const ZERO_STATS: Stats = { count: 0, paid: 0, pending: 0, cancelled: 0, revenueCents: 0, feesCents: 0 }

/**
 * The transfer a response answers, once its status is `status` (a create's 201 unless told). The
 * status is typed narrowly so that `.map(transferOf)` (which would pass the index) does not compile.
 */
export function transferOf(response: ApiResponse, status: 200 | 201 = 201): Transfer {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  return TransferSchema.parse(response.body)
}

/** The reference the sender and the recipient read: the invoice number with its country's prefix. */
export const transferLabel = (t: Transfer): string => invoiceLabel(t.country, t.invoiceNumber)

/** The answer is `status` with `{ error }` (a field list or code beside it or not). */
export function expectError(response: ApiResponse, status: number, error: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { error } })
}

/** `after - before`, field by field. */
export function statsDelta(before: Stats, after: Stats): Stats {
  return {
    count: after.count - before.count,
    paid: after.paid - before.paid,
    pending: after.pending - before.pending,
    cancelled: after.cancelled - before.cancelled,
    revenueCents: after.revenueCents - before.revenueCents,
    feesCents: after.feesCents - before.feesCents,
  }
}

/** Dollars (as the API answers) to integer cents. */
export const cents = (dollars: number): number => Math.round(dollars * 100)

/** What the counters should say for these transfers, recounted from the transfers themselves. */
export function recount(transfers: readonly Transfer[]): Stats {
  return transfers.reduce<Stats>((sum, t) => {
    const cancelled = t.status === 'CANCELLED'
    return {
      count: sum.count + 1,
      paid: sum.paid + (t.status === 'PAID' ? 1 : 0),
      pending: sum.pending + (t.status === 'PAID' || cancelled ? 0 : 1),
      cancelled: sum.cancelled + (cancelled ? 1 : 0),
      revenueCents: sum.revenueCents + (cancelled ? 0 : cents(t.total)),
      feesCents: sum.feesCents + (cancelled ? 0 : cents(t.fees)),
    }
  }, ZERO_STATS)
}

type Query = Record<string, string>

/** Identity details valid for years: with a verified account, enough to send $3,000 or more. */
export const IDENTITY_DETAILS = { documentType: 'passport', documentNumber: 'P1234567', issuer: 'United States', expiresOn: '2035-06-30' } as const

/**
 * Senders for a test that makes many transfers: the same account until it has made as many as the
 * hourly velocity limit allows, then a new one from `make`, so a test meets the limit only when it
 * is about it. Call it once per transfer to be made.
 */
export function senderPool(make: () => Promise<TestAccount>, perSender = DEFAULT_TRANSFER_VELOCITY.perUser.hour): () => Promise<TestAccount> {
  let current: Promise<TestAccount> | undefined
  let used = 0
  return () => {
    if (!current || used >= perSender) {
      current = make()
      used = 0
    }
    used++
    return current
  }
}

/**
 * The quote each body object was sent with (or its refusal), per payer (their token; '' signed out):
 * a retry of that body by the same payer (also through another helper, e.g. after a restart) is the
 * same request; another payer sending the same body pays at a quote of their own, as a quote pays
 * only for its holder.
 */
const quoted = new WeakMap<object, Map<string, Promise<string | ApiResponse>>>()

export function createTransfersApi(baseUrl: string) {
  const accounts = createAccountsApi(baseUrl)
  const { call } = accounts
  const auth = (token: string | undefined) => (token === undefined ? {} : { token })

  /**
   * A quote for `body` bound to `token`'s user (POST /api/quotes/mine, as the wizard asks signed in:
   * a payment is made only at its payer's own quote), from a client address of its own: quotes are
   * limited per client, and every test runs from 127.0.0.1. No token: the public quote (which pays for nothing).
   */
  async function quoteFor(token: string | undefined, body: Record<string, unknown>): Promise<ApiResponse> {
    const { countryId, inputValue: amount, payoutCurrency, paymentType } = body
    const request = { body: { countryId, amount, payoutCurrency, paymentType }, from: uniqueLoopbackAddress() }
    return token === undefined ? call(routes.createQuote, request) : call(routes.createMyQuote, { ...request, token })
  }

  /**
   * POST /api/customers with `Idempotency-Key: key` (a fresh UUID unless given; `null` sends none).
   * A body whose quoteId is {@link QUOTE_TO_FETCH} gets a fresh quote first, as the SPA gets one; a
   * refused quote is the answer (its own status and body), as the SPA shows it instead of paying.
   * A test of the create's own refusals of a body no quote is given for names a quoteId itself.
   */
  async function create(token: string | undefined, body: unknown, key: string | null = randomUUID()): Promise<ApiResponse> {
    let sent = body
    if (typeof body === 'object' && body !== null && 'quoteId' in body && body.quoteId === QUOTE_TO_FETCH) {
      // The same body object sent again by the same payer (a retried payment) keeps its quote, as the SPA's retry does.
      const payer = token ?? ''
      const ofBody = quoted.get(body) ?? new Map<string, Promise<string | ApiResponse>>()
      quoted.set(body, ofBody)
      let quoteId = ofBody.get(payer)
      if (!quoteId) {
        const asked = quoteFor(token, body as Record<string, unknown>).then((quote) => {
          // Only a quote that was given is kept; a refused or lost one is asked for again next time.
          if (quote.status === 201) return (quote.body as { quoteId: string }).quoteId
          ofBody.delete(payer)
          return quote
        })
        asked.catch(() => ofBody.delete(payer))
        ofBody.set(payer, asked)
        quoteId = asked
      }
      const quote = await quoteId
      if (typeof quote !== 'string') return quote
      sent = { ...body, quoteId: quote }
    }
    return call(routes.createTransfer, { ...auth(token), body: sent, headers: key === null ? {} : { 'idempotency-key': key } })
  }

  /** Creates a transfer and returns it; throws unless the answer is 201. */
  async function createOk(token: string, overrides: Partial<CreateTransferInput> = {}): Promise<Transfer> {
    const response = await create(token, transferInput(overrides))
    if (response.status !== 201) throw new Error(`createTransfer answered ${response.status}: ${JSON.stringify(response.body)}`)
    return TransferSchema.parse(response.body)
  }

  const get = (token: string | undefined, id: string) => call(routes.getTransfer, { ...auth(token), params: { id } })
  const update = (token: string | undefined, id: string, body: unknown) => call(routes.updateTransfer, { ...auth(token), params: { id }, body })
  const remove = (token: string | undefined, id: string) => call(routes.deleteTransfer, { ...auth(token), params: { id } })
  const listMine = (token: string | undefined, query: Query = {}) => call(routes.listMyTransfers, { ...auth(token), query })
  const listAll = (token: string | undefined, query: Query = {}) => call(routes.listTransfers, { ...auth(token), query })

  /** GET one transfer (with its history); throws unless 200. */
  async function getOk(token: string, id: string): Promise<Transfer> {
    const response = await get(token, id)
    if (response.status !== 200) throw new Error(`getTransfer answered ${response.status}: ${JSON.stringify(response.body)}`)
    return TransferSchema.parse(response.body)
  }

  /** PATCH that must succeed; returns the updated transfer. */
  async function updateOk(token: string, id: string, body: unknown): Promise<Transfer> {
    const response = await update(token, id, body)
    if (response.status !== 200) throw new Error(`updateTransfer answered ${response.status}: ${JSON.stringify(response.body)}`)
    return TransferSchema.parse(response.body)
  }

  /** Staff's payout of the transfer at the version given; throws unless 200. */
  const payOut = (staffToken: string, t: Transfer) => updateOk(staffToken, t.id, { status: 'PAID', version: t.version })

  /** One page of a list; throws unless 200. */
  async function page(which: 'mine' | 'all', token: string, query: Query = {}): Promise<TransferList> {
    const response = await (which === 'mine' ? listMine : listAll)(token, query)
    if (response.status !== 200) throw new Error(`list (${which}) answered ${response.status}: ${JSON.stringify(response.body)}`)
    return TransferListSchema.parse(response.body)
  }

  /** Every page of a list, following `nextCursor`, in the order the server gave them. */
  async function allPages(which: 'mine' | 'all', token: string, query: Query = {}): Promise<TransferList[]> {
    const pages: TransferList[] = []
    let cursor: string | undefined
    do {
      const next = await page(which, token, { ...query, ...(cursor ? { cursor } : {}) })
      pages.push(next)
      cursor = next.nextCursor
    } while (cursor && pages.length < 100)
    return pages
  }

  /**
   * Waits until staff's search (the trigram index the table stream keeps) finds `transfer`:
   * the stream handles records in order, so every transfer made before it is indexed too.
   */
  async function indexed(staffToken: string, transfer: Transfer): Promise<void> {
    const q = transfer.invoiceNumber.slice(-7)
    await pollUntil(
      async () => (await page('all', staffToken, { q, limit: '100' })).items.some((item) => item.id === transfer.id),
      `the search index to find ${transfer.invoiceNumber}`,
      { intervalMs: 100 },
    )
  }

  const cancel = (token: string | undefined, id: string, body: unknown = {}) => call(routes.cancelTransfer, { ...auth(token), params: { id }, body })
  const report = (token: string | undefined, id: string, body: unknown) => call(routes.createClaim, { ...auth(token), params: { id }, body })
  const resolve = (token: string | undefined, id: string, claimId: string, body: unknown) =>
    call(routes.resolveClaim, { ...auth(token), params: { id, claimId }, body })
  const listClaims = (token: string | undefined, query: Query = {}) => call(routes.listClaims, { ...auth(token), query })
  const limits = (token: string | undefined) => call(routes.getMyLimits, auth(token))
  const saveIdentity = (token: string | undefined, userId: string, body: unknown) =>
    call(routes.saveIdentity, { ...auth(token), params: { id: userId }, body })
  const listHolds = (token: string | undefined, query: Query = {}) => call(routes.listHeldTransfers, { ...auth(token), query })
  const release = (token: string | undefined, id: string, body: unknown) => call(routes.releaseTransfer, { ...auth(token), params: { id }, body })
  const reject = (token: string | undefined, id: string, body: unknown) => call(routes.rejectTransfer, { ...auth(token), params: { id }, body })

  /**
   * A sender who may send any amount up to the stage's largest: verified by `adminToken`
   * (a verified super admin's) and with identity details valid for years.
   */
  async function identifiedSender(label: string, adminToken: string): Promise<TestAccount> {
    const account = await accounts.createAccount(label, adminToken, { verified: true })
    const saved = await saveIdentity(account.session.token, account.user.id, IDENTITY_DETAILS)
    if (saved.status !== 200) throw new Error(`saveIdentity answered ${saved.status}: ${JSON.stringify(saved.body)}`)
    return account
  }

  return {
    accounts,
    indexed,
    call,
    quoteFor,
    create,
    createOk,
    get,
    getOk,
    update,
    updateOk,
    payOut,
    remove,
    listMine,
    listAll,
    page,
    allPages,
    cancel,
    report,
    resolve,
    listClaims,
    limits,
    saveIdentity,
    listHolds,
    release,
    reject,
    identifiedSender,
  }
}

/** {@link transfersTable} of the file's leased stack, destroyed after the file's tests. */
export function fileTransfersTable() {
  const table = transfersTable(FunctionEnvSchema.parse(testStack().functionEnv))
  afterAll(() => table.destroy())
  return table
}

/** DynamoDB reads behind the API: the items the transfer store writes. Call `destroy()` in afterAll. */
export function transfersTable(env: FunctionEnv) {
  const clients = localStackClients(env)
  const { dynamo, getItem } = clients
  const TableName = env.TABLE_NAME

  /** Every item of one sender's list partition (gsi1 `OWNER#<sub>`): live transfers only. */
  async function ownerItems(sub: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = []
    let start: Record<string, unknown> | undefined
    do {
      const out = await dynamo.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': `OWNER#${sub}` },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      )
      items.push(...(out.Items ?? []))
      start = out.LastEvaluatedKey
    } while (start)
    return items
  }

  /** A counter item (`STATS#ALL` / `STATS`, or `USER#<sub>` / `STATS`) as numbers; missing fields are 0. */
  async function stats(pk: string): Promise<Stats> {
    const item = await getItem(pk, 'STATS')
    const n = (name: keyof Stats) => Number(item?.[name] ?? 0)
    return {
      count: n('count'),
      paid: n('paid'),
      pending: n('pending'),
      cancelled: n('cancelled'),
      revenueCents: n('revenueCents'),
      feesCents: n('feesCents'),
    }
  }
  const globalStats = () => stats('STATS#ALL')
  const ownerStats = (sub: string) => stats(`USER#${sub}`)

  /** The stored transfer item (deleted ones included). */
  const transferItem = (id: string) => getItem(`TRANSFER#${id}`, 'TRANSFER')

  /** The items of the transfer's partition whose sort key starts with `prefix`, in key order. */
  async function transferItems(id: string, prefix: string): Promise<Record<string, unknown>[]> {
    const out = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `TRANSFER#${id}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    )
    return out.Items ?? []
  }
  /** The history events stored in the transfer's partition, in key (time) order. */
  const events = (id: string) => transferItems(id, 'EVENT#')
  /** The ledger entries a transfer's moves posted, in key (version) order. */
  const journal = (id: string) => transferItems(id, 'JOURNAL#')

  /** Removes `fields` from the item at `key` (a counter as an older release wrote it). */
  async function removeFields(key: { pk: unknown; sk: unknown }, fields: readonly string[]): Promise<void> {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: key,
        UpdateExpression: `REMOVE ${fields.map((_, n) => `#f${n}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(fields.map((field, n) => [`#f${n}`, field])),
      }),
    )
  }

  /** Every item in the table (fine for a test table). */
  async function scanAll(): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = []
    let start: Record<string, unknown> | undefined
    do {
      const out = await dynamo.send(new ScanCommand({ TableName, ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}) }))
      items.push(...(out.Items ?? []))
      start = out.LastEvaluatedKey
    } while (start)
    return items
  }

  return {
    getItem,
    ownerItems,
    stats,
    globalStats,
    ownerStats,
    transferItem,
    events,
    journal,
    scanAll,
    removeFields,
    destroy: () => clients.destroy(),
  }
}
