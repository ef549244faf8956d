import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { encodeTime } from 'ulid'
import * as z from 'zod/mini'
import { ClaimSchema, type Claim } from '../../shared/claims/claim'
import { TransferEventSchema, type TransferEvent } from '../../shared/transfers/transfer'
import type { TransferStatus } from '../../shared/transfers/transfer-options'
import { dynamo } from '../lib/clients'
import { NotFoundError } from '../lib/errors'
import { FIRST_DAY, LAST_DAY } from '../model/stats-ranges'
import { keyOf, prefixOf } from '../model/table-keys'
import type { ListScope, TransferRecord } from '../model/transfer-record'
import { readItem } from './item-reads'
import { decodeCursor, encodeCursor } from './page-cursor'
import { fromItem, searchTextOf, table } from './transfer-items'
import { readRange } from './partition-range'

export { getStats } from './transfer-stats'

export const TRANSFER_NOT_FOUND_MESSAGE = 'Transfer not found'

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
  // '~' sorts after every character an event key holds.
  for (const item of await readRange(prefixOf('transferEvent', 'pk', { id }), claimPrefix, `${eventPrefix}~`)) {
    const sk = String(item.sk)
    if (sk.startsWith(eventPrefix)) history.push(z.parse(TransferEventSchema, item))
    else if (sk.startsWith(claimPrefix)) claims.push(z.parse(ClaimSchema, item))
  }
  return { history, claims }
}

/** What a list reads: a scope's live transfers, or (staff's exports) the archived ones. */
export type ListSource = ListScope | { kind: 'archived' }

/** Where a list of everyone's transfers (staff), one sender's or the archived is read: its index and partition. */
function scopeIndex(scope: ListSource) {
  switch (scope.kind) {
    case 'all':
      return { index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk: prefixOf('transfer', 'pk', {}, 'gsi2') }
    case 'archived':
      return { index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk: prefixOf('archivedTransfer', 'pk', {}, 'gsi2') }
    case 'owner':
      return { index: 'gsi1', pkName: 'gsi1pk', skName: 'gsi1sk', pk: prefixOf('transfer', 'pk', { ownerId: scope.ownerId }, 'gsi1') }
  }
}

/** The ULID bounds of a range of UTC days: ids are ULIDs, whose first 10 characters encode the creation time. */
export function idRange(filter: Pick<ListFilter, 'from' | 'to'>): { lo: string; hi: string } | undefined {
  if (filter.from === undefined && filter.to === undefined) return undefined
  return {
    lo: encodeTime(Date.parse(`${filter.from ?? FIRST_DAY}T00:00:00.000Z`), 10) + '0'.repeat(16),
    hi: encodeTime(Date.parse(`${filter.to ?? LAST_DAY}T23:59:59.999Z`), 10) + 'Z'.repeat(16),
  }
}

function cursorSchema(scope: ListSource, range: { lo: string; hi: string } | undefined) {
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
 * What a list may be narrowed by: search text (spec 9: lower-case; each of its words matched as a
 * substring of first name, last name, invoice and mobile number, in any order), status, destination
 * and UTC days (inclusive).
 */
export interface ListFilter {
  text?: string
  status?: TransferStatus
  countryId?: string
  from?: string
  to?: string
}

/** The words of a list's search text: a full name is found typed either way round. */
const wordsOf = (text: string | undefined): string[] => [...new Set((text ?? '').split(/\s+/).filter(Boolean))]

/** Whether a transfer passes `filter` (for transfers found by an exact lookup instead of the list's Query). */
export function matchesFilter(record: TransferRecord, filter: ListFilter): boolean {
  const day = record.createdAt.slice(0, 10)
  const searched = searchTextOf(record)
  return (
    wordsOf(filter.text).every((word) => searched.includes(word)) &&
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
  scope: ListSource,
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
  wordsOf(filter.text).forEach((word, i) => {
    conditions.push(`contains(#search, :text${i})`)
    Object.assign(names, { '#search': 'searchText' })
    Object.assign(values, { [`:text${i}`]: word })
  })
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
  return records.filter((r): r is TransferRecord => r !== undefined && r.archivedAt === undefined)
}

export function requireStored(record: TransferRecord | undefined): TransferRecord {
  if (!record) throw new NotFoundError(TRANSFER_NOT_FOUND_MESSAGE)
  return record
}
