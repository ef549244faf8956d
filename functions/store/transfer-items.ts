import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import type { Move, MoveEvent } from '../domain/transfer-moves'
import { config } from '../lib/config'
import { indexKeyOf, keyOf } from '../model/table-keys'
import { TransferRecordSchema, type TransferRecord } from '../model/transfer-record'

/** The transfer items every transfer write shares: the record as stored, its events, the table. */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

export const table = () => config().TABLE_NAME
export const fromItem = (item: Record<string, unknown>): TransferRecord => z.parse(TransferRecordSchema, item)

/** What case-insensitive search looks in (spec 9): first name, last name, invoice number, mobile number. */
export const searchTextOf = (t: Pick<TransferRecord, 'firstName' | 'lastName' | 'invoiceNumber' | 'mobileNumber'>) =>
  `${t.firstName}\n${t.lastName}\n${t.invoiceNumber}\n${t.mobileNumber}`.toLowerCase()

/**
 * A transfer as stored: the record with its list keys (everyone's and its sender's) and search text;
 * an archived one leaves the lists and the search index (it keeps its counters and lookups) and is
 * listed among the archived, which staff's exports read. A transfer ready to pay out (PENDING) is
 * in its corridor and method's payout queue until a payout batch takes it: every write puts the whole item, so a status move
 * takes it in or out in the same write, with nothing else to keep in step.
 */
export function listed(record: TransferRecord) {
  if (record.archivedAt !== undefined) {
    const archived = indexKeyOf('archivedTransfer', 'gsi2', { id: record.id })
    return { ...keyOf('transfer', { id: record.id }), ...archived, searchText: searchTextOf(record), ...record }
  }
  return {
    ...keyOf('transfer', { id: record.id }),
    ...indexKeyOf('transfer', 'gsi1', { ownerId: record.ownerId, id: record.id }),
    ...indexKeyOf('transfer', 'gsi2', { id: record.id }),
    // A batched transfer waits for the partner's result, not in the queue; a failed payout puts it back.
    ...(record.status === 'PENDING' && record.batchId === undefined
      ? indexKeyOf('transfer', 'gsi3', { countryId: record.countryId, paymentType: record.paymentType, id: record.id })
      : {}),
    searchText: searchTextOf(record),
    ...record,
  }
}

/** A history event's item, naming whoever the move says acted. */
export function eventPut(id: string, { by, ...event }: MoveEvent): TransactItem {
  const item = {
    ...keyOf('transferEvent', { id, at: event.at, suffix: randomUUID().slice(0, 8) }),
    ...event,
    by: by.id,
    ...(by.name ? { byName: by.name } : {}),
  }
  return { Put: { TableName: table(), Item: item } }
}

/** The lookup that finds a transfer by its recipient's mobile number. */
export const mobilePut = (record: TransferRecord): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...keyOf('mobile', { mobileNumber: record.mobileNumber, id: record.id }), transferId: record.id, ownerId: record.ownerId },
  },
})

/**
 * The move's journal entries, keyed by the version it writes (so a replay or a race cannot post twice:
 * the transfer's own version check fails first), each written only if new: entries are immutable.
 */
export function journalPuts(move: Move): TransactItem[] {
  const { after } = move
  return move.postings.map((entry, n) => ({
    Put: {
      TableName: table(),
      Item: {
        ...keyOf('journalEntry', { id: after.id, version: String(after.version).padStart(8, '0'), n: String(n) }),
        transferId: after.id,
        at: after.updatedAt,
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }))
}
