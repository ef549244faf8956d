import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { isAppliedMove, type Move, type MoveActor } from '../domain/transfer-moves'
import { cancellationCodes } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { ConflictError } from '../lib/errors'
import { keyOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { complianceItems } from './transfer-compliance-items'
import { eventPut, journalPuts, listed, mobilePut, table, type TransactItem } from './transfer-items'
import { counterUpdates, moveCounters, statsOf } from './transfer-stats'
import { ledgerCountersOf, addStats, ZERO_STATS } from '../model/transfer-counters'
import { journalOf } from './transfer-reads'

export const TRANSFER_CHANGED_MESSAGE = 'This transfer was changed by someone else. Reload it and try again.'

/** Another write of the transfer (or of an item written with it) came first: a 409 its caller may judge again on a fresh read. */
export class TransferChangedError extends ConflictError {
  constructor() {
    super(TRANSFER_CHANGED_MESSAGE)
  }
}

/** The transfer's own item at its next version, on the condition nobody wrote it since `before` (nor deleted it). */
const nextVersionPut = (before: TransferRecord, item: Record<string, unknown>): TransactItem => ({
  Put: {
    TableName: table(),
    Item: item,
    ConditionExpression: 'version = :version AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: { ':version': before.version },
  },
})

/** Sends one transaction of a transfer: a failed version check is someone else's write (409); a conflict or throttling is transient (503). */
async function send(items: TransactItem[]): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    if (cancellationCodes(error).includes('ConditionalCheckFailed')) throw new TransferChangedError()
    throw error
  }
}

/**
 * Writes a move of functions/domain/transfer-moves.ts (and no other: a status changed by hand is
 * refused) at the transfer's next version, in one transaction with everything that must agree: the
 * counters its status change moves, its moved mobile lookup, the review queue and limit ledger items,
 * its events, its journal entries and `also` (a claim). A transfer changed or deleted meanwhile (or a failed condition in
 * `also`) is a TransferChangedError (409).
 */
export async function saveTransfer(move: Move, also: readonly TransactItem[] = []): Promise<void> {
  const { before, after } = move
  if (!isAppliedMove(move) || !before) throw new Error('A transfer changes only by a move of functions/domain/transfer-moves.ts')
  const moved = after.mobileNumber !== before.mobileNumber
  await send([
    nextVersionPut(before, listed(after)),
    ...(moved
      ? [{ Delete: { TableName: table(), Key: keyOf('mobile', { mobileNumber: before.mobileNumber, id: before.id }) } }, mobilePut(after)]
      : []),
    ...counterUpdates(before, moveCounters(before, after, move.postings)),
    ...move.events.map((event) => eventPut(before.id, event)),
    ...journalPuts(move),
    ...complianceItems(before, after),
    ...also,
  ])
}

/**
 * A money record is never erased: the transfer stays stored with who deleted it and when, but leaves
 * every list (its index keys go), count (counters subtract it) and search (lookups are removed).
 */
export async function softDeleteTransfer(before: TransferRecord, by: MoveActor, now: string): Promise<void> {
  // What its postings added to the ledger's figures leaves with it. A move posted after `before` was
  // read fails the version check below, so these are all its entries.
  const posted = ledgerCountersOf(await journalOf(before.id), before.status, -1)
  const { gsi1pk: _owner, gsi1sk: _ownerSort, gsi2pk: _all, gsi2sk: _allSort, searchText: _search, ...stored } = listed(before)
  await send([
    nextVersionPut(before, { ...stored, deletedAt: now, deletedBy: by.id, updatedAt: now, version: before.version + 1 }),
    { Delete: { TableName: table(), Key: keyOf('invoice', { invoiceNumber: before.invoiceNumber }) } },
    { Delete: { TableName: table(), Key: keyOf('mobile', { mobileNumber: before.mobileNumber, id: before.id }) } },
    ...counterUpdates(before, addStats(statsOf(before, -1), { ...ZERO_STATS, ...posted })),
    eventPut(before.id, { at: now, type: 'deleted', by }),
  ])
}
