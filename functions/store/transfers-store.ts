import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { randomUUID } from 'node:crypto'
import { encodeTime } from 'ulid'
import * as z from 'zod/mini'
import type { TransferStatus } from '../../shared/transfers/transfer-options'
import { ClaimSchema, type Claim } from '../../shared/claims/claim'
import type { Hold } from '../../shared/compliance/hold'
import { TransferEventSchema, type TransferEvent } from '../../shared/transfers/transfer'
import { cancellationCodes } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError, NotFoundError } from '../lib/errors'
import { velocityUpdate, type VelocityCounter } from './transfer-velocity'
import { ledgerGiveBack } from './limit-ledger'
import { reviewDelete, reviewPut } from './review-queue-store'
import { readItem } from './item-reads'
import { decodeCursor, encodeCursor } from './page-cursor'
import { FIRST_DAY, LAST_DAY } from '../model/stats-ranges'
import { counterUpdates, statsOf, statusChangeOf } from './transfer-stats'
import { indexKeyOf, keyOf, prefixOf } from '../model/table-keys'
import { TransferRecordSchema, type ListScope, type TransferRecord } from '../model/transfer-record'

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

export { getStats, type Stats, type StatsFilter } from './transfer-stats'

/** Who wrote an event: the acting user's id and, for the history screen, their name at the time. */
export interface EventActor {
  id: string
  name: string
}

const table = () => config().TABLE_NAME
const fromItem = (item: Record<string, unknown>): TransferRecord => z.parse(TransferRecordSchema, item)

/** What case-insensitive search looks in (spec 9): first name, last name, invoice number, mobile number. */
export const searchTextOf = (t: Pick<TransferRecord, 'firstName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'>) =>
  `${t.firstName}\n${t.lastName}\n${t.invoiceNumber}\n${t.mobileNumber}`.toLowerCase()

/** A live transfer as stored: the record with its list keys (everyone's and its sender's) and search text. */
export function listed(record: TransferRecord) {
  return {
    ...keyOf('transfer', { id: record.id }),
    ...indexKeyOf('transfer', 'gsi1', { ownerId: record.ownerId, id: record.id }),
    ...indexKeyOf('transfer', 'gsi2', { id: record.id }),
    searchText: searchTextOf(record),
    ...record,
  }
}

function eventPut(id: string, event: Omit<TransferEvent, 'by' | 'byName'>, actor: EventActor): TransactItem {
  const item = {
    ...keyOf('transferEvent', { id, at: event.at, suffix: randomUUID().slice(0, 8) }),
    ...event,
    by: actor.id,
    ...(actor.name ? { byName: actor.name } : {}),
  }
  return { Put: { TableName: table(), Item: item } }
}

/** The items of a create whose condition can refuse it, by name; the rest follow in any order. */
interface CreateItems {
  idempotency: TransactItem
  invoice: TransactItem
  limits: { counter: VelocityCounter; item: TransactItem }[]
  ledger: TransactItem
  rest: TransactItem[]
}

/**
 * What the compliance checks add to a create: the sender's limit ledger entry (conditional on the
 * ledger's version), the review queue item of a held transfer, and the hold's event.
 */
export interface CreateCompliance {
  ledger: TransactItem
  also: TransactItem[]
  events: { event: Omit<TransferEvent, 'by' | 'byName'>; by: EventActor }[]
}

export type CreateOutcome =
  | { created: true }
  | { created: false; because: 'idempotency-key-used' | 'invoice-taken' | 'ledger-moved' | 'conflict' }
  | { created: false; because: 'limit'; counter: VelocityCounter }

export interface IdempotencyRecord {
  requestHash: string
  transferId: string
}

/** Idempotency records outlive any retry a client makes (a day), then TTL removes them. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60

/**
 * The items a new transfer is written with, in one transaction: the idempotency record, the invoice
 * lookup and the velocity counters (all conditional, named so a refusal is read by name), the
 * transfer, its mobile lookup, the stats counters and the 'created' event.
 */
function createItems(
  record: TransferRecord,
  idempotency: { key: string; requestHash: string },
  createdBy: EventActor,
  limits: VelocityCounter[],
  compliance: CreateCompliance,
): CreateItems {
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS
  return {
    idempotency: {
      Put: {
        TableName: table(),
        // The key belongs to whoever made the attempt (an admin recording for someone else included).
        Item: {
          ...keyOf('idempotency', { ownerId: createdBy.id, key: idempotency.key }),
          requestHash: idempotency.requestHash,
          transferId: record.id,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    invoice: {
      Put: {
        TableName: table(),
        Item: { ...keyOf('invoice', { invoiceNumber: record.invoiceNumber }), transferId: record.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    limits: limits.map((counter) => ({ counter, item: velocityUpdate(counter) })),
    ledger: compliance.ledger,
    rest: [
      { Put: { TableName: table(), Item: listed(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: table(),
          Item: { ...keyOf('mobile', { mobileNumber: record.mobileNumber, id: record.id }), transferId: record.id, ownerId: record.ownerId },
        },
      },
      ...counterUpdates(record, statsOf(record, 1)),
      eventPut(record.id, { at: record.createdAt, type: 'created' }, createdBy),
      ...compliance.events.map(({ event, by }) => eventPut(record.id, event, by)),
      ...compliance.also,
    ],
  }
}

/** The create's transaction as it is sent. Exported for `npm run bench`, whose raw baseline sends the same. */
export function transferCreateItems(
  record: TransferRecord,
  idempotency: { key: string; requestHash: string },
  createdBy: EventActor,
  limits: VelocityCounter[],
  compliance: CreateCompliance,
): TransactItem[] {
  return sendOrder(createItems(record, idempotency, createdBy, limits, compliance))
}

const sendOrder = (named: CreateItems): TransactItem[] => [
  named.idempotency,
  named.invoice,
  ...named.rest,
  ...named.limits.map((limit) => limit.item),
  named.ledger,
]

/** Writes a new transfer with everything that must agree, in one transaction (`transferCreateItems`). */
export async function insertTransfer(
  record: TransferRecord,
  idempotency: { key: string; requestHash: string },
  createdBy: EventActor,
  limits: VelocityCounter[],
  compliance: CreateCompliance,
): Promise<CreateOutcome> {
  const named = createItems(record, idempotency, createdBy, limits, compliance)
  const items = sendOrder(named)
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
    return { created: true }
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error
    const codes = cancellationCodes(error)
    // DynamoDB gives the reasons in the order sent: each named item's is at that item's position.
    const refused = (item: TransactItem) => codes[items.indexOf(item)] === 'ConditionalCheckFailed'
    if (refused(named.idempotency)) return { created: false, because: 'idempotency-key-used' }
    if (refused(named.invoice)) return { created: false, because: 'invoice-taken' }
    const full = named.limits.find((limit) => refused(limit.item))
    if (full) return { created: false, because: 'limit', counter: full.counter }
    if (refused(named.ledger)) return { created: false, because: 'ledger-moved' }
    return { created: false, because: 'conflict' }
  }
}

export async function getIdempotencyRecord(ownerId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const item = await readItem(keyOf('idempotency', { ownerId, key }))
  if (!item) return undefined
  return z.parse(z.object({ requestHash: z.string(), transferId: z.string() }), item)
}

/** A stored transfer, deleted ones included (callers decide what a deleted transfer means). */
export async function getTransferRecord(id: string): Promise<TransferRecord | undefined> {
  const item = await readItem(keyOf('transfer', { id }))
  return item ? fromItem(item) : undefined
}

/**
 * What a transfer's partition holds besides the transfer: its claims (`CLAIM#…`) and its history
 * (`EVENT#…`, in time order), in one Query of the sort keys between them.
 */
export async function getTrail(id: string): Promise<{ history: TransferEvent[]; claims: Claim[] }> {
  const claimPrefix = prefixOf('claim', 'sk')
  const eventPrefix = prefixOf('transferEvent', 'sk')
  const history: TransferEvent[] = []
  const claims: Claim[] = []
  let start: Record<string, unknown> | undefined
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        // '~' sorts after every character an event key holds.
        ExpressionAttributeValues: { ':pk': prefixOf('transferEvent', 'pk', { id }), ':lo': claimPrefix, ':hi': `${eventPrefix}~` },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    )
    for (const item of out.Items ?? []) {
      const sk = String(item.sk)
      if (sk.startsWith(eventPrefix)) history.push(z.parse(TransferEventSchema, item))
      else if (sk.startsWith(claimPrefix)) claims.push(z.parse(ClaimSchema, item))
    }
    start = out.LastEvaluatedKey
  } while (start)
  return { history, claims }
}

/** Whose transfers a list shows: everyone's (staff) or one sender's. */

function scopeIndex(scope: ListScope) {
  return scope.kind === 'all'
    ? { index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk: prefixOf('transfer', 'pk', {}, 'gsi2') }
    : { index: 'gsi1', pkName: 'gsi1pk', skName: 'gsi1sk', pk: prefixOf('transfer', 'pk', { ownerId: scope.ownerId }, 'gsi1') }
}

/** The ULID bounds of a range of UTC days: ids are ULIDs, whose first 10 characters encode the creation time. */
export function idRange(filter: Pick<ListFilter, 'from' | 'to'>): { lo: string; hi: string } | undefined {
  if (filter.from === undefined && filter.to === undefined) return undefined
  return {
    lo: encodeTime(Date.parse(`${filter.from ?? FIRST_DAY}T00:00:00.000Z`), 10) + '0'.repeat(16),
    hi: encodeTime(Date.parse(`${filter.to ?? LAST_DAY}T23:59:59.999Z`), 10) + 'Z'.repeat(16),
  }
}

function cursorSchema(scope: ListScope, range: { lo: string; hi: string } | undefined) {
  const { pkName, skName, pk } = scopeIndex(scope)
  return z.strictObject({
    pk: z.string().check(z.startsWith(prefixOf('transfer', 'pk'))),
    sk: z.literal(prefixOf('transfer', 'sk')),
    [pkName]: z.literal(pk),
    // A cursor of another day range would start the Query outside its key condition.
    [skName]: z.string().check(
      z.maxLength(64),
      z.refine((id) => !range || (id >= range.lo && id <= range.hi)),
    ),
  })
}

export interface Page {
  items: TransferRecord[]
  nextCursor?: string
}

/**
 * What a list may be narrowed by: search text (spec 9: lower-case, matched as a substring of
 * first name, last name, invoice and mobile number), status, destination and UTC days (inclusive).
 */
export interface ListFilter {
  text?: string
  status?: TransferStatus
  countryId?: string
  from?: string
  to?: string
}

/** Whether a transfer passes `filter` (for transfers found by an exact lookup instead of the list's Query). */
export function matchesFilter(record: TransferRecord, filter: ListFilter): boolean {
  const day = record.createdAt.slice(0, 10)
  return (
    (!filter.text || searchTextOf(record).includes(filter.text)) &&
    (!filter.status || record.status === filter.status) &&
    (!filter.countryId || record.countryId === filter.countryId) &&
    (!filter.from || day >= filter.from) &&
    (!filter.to || day <= filter.to)
  )
}

/**
 * Newest first (ids are ULIDs, so key order is time order). A day range is part of the key
 * condition (a range of ids), so it costs nothing extra. Text, status and destination are applied
 * while reading, looking at no more than `budget` transfers per call; the cursor continues where it
 * stopped, so every call costs the same at any table size (a page may then hold fewer than `limit`
 * transfers and still have a cursor).
 */
export async function listTransfers(
  scope: ListScope,
  limit: number,
  cursor: string | undefined,
  filter: ListFilter = {},
  budget = limit,
): Promise<Page> {
  const { index, pkName, skName, pk } = scopeIndex(scope)
  const range = idRange(filter)
  // The cursor's schema names this scope's keys, so it is made per call: only when there is a cursor.
  let start: Record<string, unknown> | undefined = cursor === undefined ? undefined : decodeCursor(cursor, cursorSchema(scope, range))
  const conditions: string[] = []
  const names: Record<string, string> = { '#pk': pkName }
  const values: Record<string, unknown> = { ':pk': pk }
  if (filter.text) {
    conditions.push('contains(#search, :text)')
    Object.assign(names, { '#search': 'searchText' })
    Object.assign(values, { ':text': filter.text })
  }
  if (filter.status) {
    conditions.push('#status = :status')
    Object.assign(names, { '#status': 'status' })
    Object.assign(values, { ':status': filter.status })
  }
  if (filter.countryId) {
    conditions.push('#country = :country')
    Object.assign(names, { '#country': 'countryId' })
    Object.assign(values, { ':country': filter.countryId })
  }
  if (range) {
    Object.assign(names, { '#sk': skName })
    Object.assign(values, { ':lo': range.lo, ':hi': range.hi })
  }
  const filtered = conditions.length > 0
  const items: TransferRecord[] = []
  let read = 0
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: table(),
        IndexName: index,
        KeyConditionExpression: range ? '#pk = :pk AND #sk BETWEEN :lo AND :hi' : '#pk = :pk',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ...(filtered ? { FilterExpression: conditions.join(' AND ') } : {}),
        ScanIndexForward: false,
        Limit: filtered ? Math.min(budget - read, 200) : limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    )
    read += out.ScannedCount ?? 0
    items.push(...(out.Items ?? []).map(fromItem))
    start = out.LastEvaluatedKey
  } while (start && items.length < limit && (!filtered || read < budget))
  // A filtered read can overshoot; the cursor then points at the last transfer returned.
  const page = items.slice(0, limit)
  const last = page.at(-1)
  const next = items.length > limit && last ? { ...keyOf('transfer', { id: last.id }), [pkName]: pk, [skName]: last.id } : start
  const nextCursor = encodeCursor(next)
  return { items: page, ...(nextCursor ? { nextCursor } : {}) }
}

export async function findByInvoice(invoiceNumber: string): Promise<TransferRecord | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: keyOf('invoice', { invoiceNumber }) }))
  const id: unknown = out.Item?.transferId
  return typeof id === 'string' ? getTransferRecord(id) : undefined
}

/** Transfers to one mobile number: one Query on that number's own partition. */
export async function findByMobile(mobileNumber: string, limit: number): Promise<TransferRecord[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('mobile', 'pk', { mobileNumber }) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  )
  const ids = (out.Items ?? []).map((item) => item.transferId).filter((id): id is string => typeof id === 'string')
  const records = await Promise.all(ids.map(getTransferRecord))
  return records.filter((r): r is TransferRecord => r !== undefined && r.deletedAt === undefined)
}

export type TransferChanges = Partial<Pick<TransferRecord, 'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city' | 'status' | 'note'>>

export const TRANSFER_CHANGED_MESSAGE = 'This transfer was changed by someone else. Reload it and try again.'

/** Another write of the transfer (or of an item written with it) came first: a 409 its caller may judge again on a fresh read. */
export class TransferChangedError extends ConflictError {
  constructor() {
    super(TRANSFER_CHANGED_MESSAGE)
  }
}
export const TRANSFER_NOT_FOUND_MESSAGE = 'Transfer not found'

/**
 * Applies changes if the transfer is still at `before.version`, with the status counters, the mobile
 * lookup and the history event in the same transaction. A concurrent edit gets 409, never a silent
 * overwrite.
 */
export async function updateTransfer(
  before: TransferRecord,
  changes: TransferChanges,
  by: EventActor,
  now: string,
  hold?: { hold: Hold; event: Omit<TransferEvent, 'by' | 'byName'>; by: EventActor },
): Promise<TransferRecord> {
  const noteWritten = changes.note !== undefined && changes.note !== before.note
  const held = hold ? { status: 'ON_HOLD' as const, hold: hold.hold } : {}
  const after: TransferRecord = {
    ...before,
    ...changes,
    ...held,
    ...(noteWritten ? { noteBy: by.id } : {}),
    updatedAt: now,
    version: before.version + 1,
  }
  const changed = Object.fromEntries(
    (Object.keys(changes) as (keyof TransferChanges)[])
      .filter((name) => changes[name] !== before[name])
      .map((name) => [name, { from: before[name], to: changes[name] }]),
  )
  if (Object.keys(changed).length === 0) return before
  const type = changes.status !== undefined && changes.status !== before.status ? 'status' : 'updated'
  const events: TransferWrite['events'] = [{ at: now, type, changes: changed }, ...(hold ? [{ ...hold.event, as: hold.by }] : [])]
  await saveTransfer({ before, after, by, events })
  return after
}

/** One write of a transfer: its state before and after, the events that say what happened, and other items that must change with it. */
export interface TransferWrite {
  before: TransferRecord
  after: TransferRecord
  by: EventActor
  /** What happened, each by `by` unless it names another actor (`as`: the server's own hold). */
  events: (Omit<TransferEvent, 'by' | 'byName'> & { as?: EventActor })[]
  /** Items written in the same transaction (a claim); a failed condition on one is a conflict like the transfer's own. */
  also?: TransactItem[]
}

/**
 * Writes a transfer at its next version in one transaction with everything that must agree: the
 * counters its status change moves, its moved mobile lookup, its events and `also`. A transfer changed
 * or deleted meanwhile (or a failed condition in `also`) is a 409; a transient cancellation a 503.
 */
export async function saveTransfer({ before, after, by, events, also = [] }: TransferWrite): Promise<void> {
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
          { Delete: { TableName: table(), Key: keyOf('mobile', { mobileNumber: before.mobileNumber, id: before.id }) } },
          {
            Put: {
              TableName: table(),
              Item: { ...keyOf('mobile', { mobileNumber: after.mobileNumber, id: after.id }), transferId: after.id, ownerId: after.ownerId },
            },
          },
        ]
      : []),
    ...(after.status !== before.status ? counterUpdates(before, statusChangeOf(before, after.status)) : []),
    ...events.map(({ as, ...event }) => eventPut(before.id, event, as ?? by)),
    ...complianceItems(before, after),
    ...also,
  ]
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    // A failed version check is someone else's edit; a conflict or throttling is transient (503).
    if (cancellationCodes(error).includes('ConditionalCheckFailed')) throw new TransferChangedError()
    throw error
  }
}

/**
 * What a status move changes besides counters: a held transfer enters the review queue
 * and leaves it when decided; a cancelled one gives its amount back to the sender's limits.
 */
function complianceItems(before: TransferRecord, after: TransferRecord): TransactItem[] {
  if (after.status === before.status) return []
  const items: TransactItem[] = []
  if (after.status === 'ON_HOLD' && after.hold) items.push(reviewPut(after.id, after.hold.at))
  if (before.status === 'ON_HOLD' && before.hold) items.push(reviewDelete(before.id, before.hold.at))
  if (after.status === 'CANCELLED') items.push(ledgerGiveBack(after.ownerId, after.id))
  return items
}

/**
 * A money record is never erased: the transfer stays stored with who deleted it and when, but leaves
 * every list (its index keys go), count (counters subtract it) and search (lookups are removed).
 */
export async function softDeleteTransfer(before: TransferRecord, by: EventActor, now: string): Promise<void> {
  const { gsi1pk: _owner, gsi1sk: _ownerSort, gsi2pk: _all, gsi2sk: _allSort, searchText: _search, ...stored } = listed(before)
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: { ...stored, deletedAt: now, deletedBy: by.id, updatedAt: now, version: before.version + 1 },
        ConditionExpression: 'version = :version AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':version': before.version },
      },
    },
    { Delete: { TableName: table(), Key: keyOf('invoice', { invoiceNumber: before.invoiceNumber }) } },
    { Delete: { TableName: table(), Key: keyOf('mobile', { mobileNumber: before.mobileNumber, id: before.id }) } },
    ...counterUpdates(before, statsOf(before, -1)),
    eventPut(before.id, { at: now, type: 'deleted' }, by),
  ]
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    // A failed version check is someone else's edit; a conflict or throttling is transient (503).
    if (cancellationCodes(error).includes('ConditionalCheckFailed')) throw new ConflictError(TRANSFER_CHANGED_MESSAGE)
    throw error
  }
}

export function requireLive(record: TransferRecord | undefined): TransferRecord {
  if (!record || record.deletedAt !== undefined) throw new NotFoundError(TRANSFER_NOT_FOUND_MESSAGE)
  return record
}
