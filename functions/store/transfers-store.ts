import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import { TransferEventSchema, TransferSchema, type TransferEvent } from '../../shared/transfers/transfer-schemas'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError, NotFoundError } from '../lib/errors'
import { decodeCursor, encodeCursor } from './page-cursor'
import {
  eventKey,
  EVENT_PREFIX,
  globalStatsKey,
  idempotencyKey,
  invoiceKey,
  mobileKey,
  mobilePartition,
  ownerPartition,
  ownerStatsKey,
  transferKey,
  TRANSFERS_PARTITION,
} from './transfer-items'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

/** A transfer as stored: the API's shape with money in integer cents, plus who deleted it and when. */
export const TransferRecordSchema = z.extend(
  z.omit(TransferSchema, { inputValue: true, amount: true, fees: true, total: true, history: true }),
  {
    amountCents: z.number(),
    feeCents: z.number(),
    totalCents: z.number(),
    deletedAt: z.optional(z.string()),
    deletedBy: z.optional(z.string()),
  },
)
export type TransferRecord = z.infer<typeof TransferRecordSchema>

export interface Stats {
  count: number
  paid: number
  pending: number
  revenueCents: number
  feesCents: number
}

const table = () => config().TABLE_NAME
const fromItem = (item: Record<string, unknown>): TransferRecord => z.parse(TransferRecordSchema, item)

/** What case-insensitive search looks in (spec 9): first name, last name, invoice number, mobile number. */
export const searchTextOf = (t: Pick<TransferRecord, 'firstName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'>) =>
  `${t.firstName}\n${t.lastName}\n${t.invoiceNumber}\n${t.mobileNumber}`.toLowerCase()

/** A live transfer as stored: the record with its list keys (everyone's and its sender's) and search text. */
export function listed(record: TransferRecord) {
  return {
    ...transferKey(record.id),
    gsi1pk: ownerPartition(record.ownerId),
    gsi1sk: record.id,
    gsi2pk: TRANSFERS_PARTITION,
    gsi2sk: record.id,
    searchText: searchTextOf(record),
    ...record,
  }
}

function eventPut(id: string, event: TransferEvent): TransactItem {
  return { Put: { TableName: table(), Item: { ...eventKey(id, event.at, randomUUID().slice(0, 8)), ...event } } }
}

/** One ADD on both counters (everyone's and the sender's). */
function statsUpdates(ownerId: string, delta: Partial<Stats>): TransactItem[] {
  const entries = Object.entries(delta).filter(([, value]) => value !== 0 && value !== undefined)
  if (entries.length === 0) return []
  const update = {
    UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  }
  return [
    { Update: { TableName: table(), Key: globalStatsKey, ...update } },
    { Update: { TableName: table(), Key: ownerStatsKey(ownerId), ...update } },
  ]
}

const statsOf = (record: TransferRecord, sign: 1 | -1): Partial<Stats> => ({
  count: sign,
  paid: record.status === 'PAID' ? sign : 0,
  pending: record.status === 'PAID' ? 0 : sign,
  revenueCents: sign * record.totalCents,
  feesCents: sign * record.feeCents,
})

/** Which item of a cancelled transaction failed, by the order the items were sent in. */
function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None')
}

export type CreateOutcome = { created: true } | { created: false; because: 'idempotency-key-used' | 'invoice-taken' | 'conflict' }

export interface IdempotencyRecord {
  requestHash: string
  transferId: string
}

/** Idempotency records outlive any retry a client makes (a day), then TTL removes them. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60

/**
 * Writes a new transfer with everything that must agree, in one transaction: the transfer, its
 * invoice and mobile lookups, both counters, the idempotency record and the 'created' event.
 */
export async function insertTransfer(record: TransferRecord, idempotency: { key: string; requestHash: string }): Promise<CreateOutcome> {
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: { ...idempotencyKey(record.ownerId, idempotency.key), requestHash: idempotency.requestHash, transferId: record.id, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...invoiceKey(record.invoiceNumber), transferId: record.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: table(), Item: listed(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: table(), Item: { ...mobileKey(record.mobileNumber, record.id), transferId: record.id, ownerId: record.ownerId } } },
    ...statsUpdates(record.ownerId, statsOf(record, 1)),
    eventPut(record.id, { at: record.createdAt, by: record.ownerId, type: 'created' }),
  ]
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
    return { created: true }
  } catch (error) {
    const codes = cancellationCodes(error)
    if (!codes) throw error
    if (codes[0] === 'ConditionalCheckFailed') return { created: false, because: 'idempotency-key-used' }
    if (codes[1] === 'ConditionalCheckFailed') return { created: false, because: 'invoice-taken' }
    return { created: false, because: 'conflict' }
  }
}

export async function getIdempotencyRecord(ownerId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: idempotencyKey(ownerId, key), ConsistentRead: true }))
  if (!out.Item) return undefined
  return z.parse(z.object({ requestHash: z.string(), transferId: z.string() }), out.Item)
}

/** A stored transfer, deleted ones included (callers decide what a deleted transfer means). */
export async function getTransferRecord(id: string): Promise<TransferRecord | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: transferKey(id), ConsistentRead: true }))
  return out.Item ? fromItem(out.Item) : undefined
}

export async function getHistory(id: string): Promise<TransferEvent[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
      ExpressionAttributeValues: { ':pk': transferKey(id).pk, ':events': EVENT_PREFIX },
    }),
  )
  return (out.Items ?? []).map((item) => z.parse(TransferEventSchema, item))
}

/** Whose transfers a list shows: everyone's (staff) or one sender's. */
export type ListScope = { kind: 'all' } | { kind: 'owner'; ownerId: string }

function scopeIndex(scope: ListScope) {
  return scope.kind === 'all'
    ? { index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk: TRANSFERS_PARTITION }
    : { index: 'gsi1', pkName: 'gsi1pk', skName: 'gsi1sk', pk: ownerPartition(scope.ownerId) }
}

function cursorSchema(scope: ListScope) {
  const { pkName, skName, pk } = scopeIndex(scope)
  return z.strictObject({
    pk: z.string().check(z.startsWith('TRANSFER#')),
    sk: z.literal('TRANSFER'),
    [pkName]: z.literal(pk),
    [skName]: z.string().check(z.maxLength(64)),
  })
}

export interface Page {
  items: TransferRecord[]
  nextCursor?: string
}

/**
 * Newest first (ids are ULIDs, so key order is time order). With `filter`, a case-insensitive
 * substring match is applied while reading, looking at no more than `budget` transfers per call;
 * the cursor continues where it stopped, so every call costs the same at any table size.
 */
export async function listTransfers(scope: ListScope, limit: number, cursor: string | undefined, filter?: { text: string; budget: number }): Promise<Page> {
  const { index, pkName, pk } = scopeIndex(scope)
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, cursorSchema(scope))
  const items: TransferRecord[] = []
  let read = 0
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: table(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkName, ...(filter ? { '#search': 'searchText' } : {}) },
        ExpressionAttributeValues: { ':pk': pk, ...(filter ? { ':text': filter.text } : {}) },
        ...(filter ? { FilterExpression: 'contains(#search, :text)' } : {}),
        ScanIndexForward: false,
        Limit: filter ? Math.min(filter.budget - read, 200) : limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    )
    read += out.ScannedCount ?? 0
    items.push(...(out.Items ?? []).map(fromItem))
    start = out.LastEvaluatedKey
  } while (start && items.length < limit && (!filter || read < filter.budget))
  // A filtered read can overshoot; the cursor then points at the last transfer returned.
  const page = items.slice(0, limit)
  const last = page.at(-1)
  const next = items.length > limit && last ? { ...transferKey(last.id), [pkName]: pk, [scopeIndex(scope).skName]: last.id } : start
  const nextCursor = encodeCursor(next)
  return { items: page, ...(nextCursor ? { nextCursor } : {}) }
}

export async function findByInvoice(invoiceNumber: string): Promise<TransferRecord | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: invoiceKey(invoiceNumber) }))
  const id: unknown = out.Item?.transferId
  return typeof id === 'string' ? getTransferRecord(id) : undefined
}

/** Transfers to one mobile number: one Query on that number's own partition. */
export async function findByMobile(mobileNumber: string, limit: number): Promise<TransferRecord[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': mobilePartition(mobileNumber) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  )
  const ids = (out.Items ?? []).map((item) => item.transferId).filter((id): id is string => typeof id === 'string')
  const records = await Promise.all(ids.map(getTransferRecord))
  return records.filter((r): r is TransferRecord => r !== undefined && r.deletedAt === undefined)
}

export async function getStats(scope: ListScope): Promise<Stats> {
  const key = scope.kind === 'all' ? globalStatsKey : ownerStatsKey(scope.ownerId)
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))
  const n = (name: keyof Stats) => Number(out.Item?.[name] ?? 0)
  return { count: n('count'), paid: n('paid'), pending: n('pending'), revenueCents: n('revenueCents'), feesCents: n('feesCents') }
}

export type TransferChanges = Partial<Pick<TransferRecord, 'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city' | 'status' | 'note'>>

const STALE_MESSAGE = 'This transfer was changed by someone else. Reload it and try again.'

/**
 * Applies changes if the transfer is still at `before.version`, with the status counters, the mobile
 * lookup and the history event in the same transaction. A concurrent edit gets 409, never a silent
 * overwrite.
 */
export async function updateTransfer(before: TransferRecord, changes: TransferChanges, by: string, now: string): Promise<TransferRecord> {
  const after: TransferRecord = { ...before, ...changes, updatedAt: now, version: before.version + 1 }
  const changed = Object.fromEntries(
    (Object.keys(changes) as (keyof TransferChanges)[])
      .filter((name) => changes[name] !== before[name])
      .map((name) => [name, { from: before[name], to: changes[name] }]),
  )
  if (Object.keys(changed).length === 0) return before
  const statusChanged = after.status !== before.status
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: listed(after),
        ConditionExpression: 'version = :version AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':version': before.version },
      },
    },
    ...(after.mobileNumber !== before.mobileNumber
      ? [
          { Delete: { TableName: table(), Key: mobileKey(before.mobileNumber, before.id) } },
          { Put: { TableName: table(), Item: { ...mobileKey(after.mobileNumber, after.id), transferId: after.id, ownerId: after.ownerId } } },
        ]
      : []),
    ...(statusChanged
      ? statsUpdates(before.ownerId, { paid: after.status === 'PAID' ? 1 : -1, pending: after.status === 'PAID' ? -1 : 1 })
      : []),
    eventPut(before.id, { at: now, by, type: statusChanged ? 'status' : 'updated', changes: changed }),
  ]
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    if (cancellationCodes(error)) throw new ConflictError(STALE_MESSAGE)
    throw error
  }
  return after
}

/**
 * A money record is never erased: the transfer stays stored with who deleted it and when, but leaves
 * every list (its index keys go), count (counters subtract it) and search (lookups are removed).
 */
export async function softDeleteTransfer(before: TransferRecord, by: string, now: string): Promise<void> {
  const { gsi1pk: _owner, gsi1sk: _ownerSort, gsi2pk: _all, gsi2sk: _allSort, searchText: _search, ...stored } = listed(before)
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: { ...stored, deletedAt: now, deletedBy: by, updatedAt: now, version: before.version + 1 },
        ConditionExpression: 'version = :version AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':version': before.version },
      },
    },
    { Delete: { TableName: table(), Key: invoiceKey(before.invoiceNumber) } },
    { Delete: { TableName: table(), Key: mobileKey(before.mobileNumber, before.id) } },
    ...statsUpdates(before.ownerId, statsOf(before, -1)),
    eventPut(before.id, { at: now, by, type: 'deleted' }),
  ]
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    if (cancellationCodes(error)) throw new ConflictError(STALE_MESSAGE)
    throw error
  }
}

export function requireLive(record: TransferRecord | undefined): TransferRecord {
  if (!record || record.deletedAt !== undefined) throw new NotFoundError('Transfer not found')
  return record
}

