import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { isAppliedMove, type Move } from '../domain/transfer-moves'
import { cancellationCodes } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { ConflictError } from '../lib/errors'
import { keyOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { complianceItems } from './transfer-compliance-items'
import { eventPut, journalPuts, listed, mobilePut, table, type TransactItem } from './transfer-items'
import { counterUpdates, moveCounters } from './transfer-stats'

export const TRANSFER_CHANGED_MESSAGE = 'This transfer was changed by someone else. Reload it and try again.'

/** Another write of the transfer (or of an item written with it) came first: a 409 its caller may judge again on a fresh read. */
export class TransferChangedError extends ConflictError {
  constructor() {
    super(TRANSFER_CHANGED_MESSAGE)
  }
}

/**
 * The transfer's own item at its next version, on the condition nobody wrote it since `before`. A
 * transfer entering a payout batch also states, in the condition, what makes it batchable (no batch
 * yet, still PENDING): a transfer is in at most one open batch whatever the races.
 */
function nextVersionPut(before: TransferRecord, after: TransferRecord): TransactItem {
  const enters = before.batchId === undefined && after.batchId !== undefined
  return {
    Put: {
      TableName: table(),
      Item: listed(after),
      ConditionExpression: enters ? 'version = :version AND attribute_not_exists(batchId) AND #status = :pending' : 'version = :version',
      ...(enters ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: { ':version': before.version, ...(enters ? { ':pending': 'PENDING' } : {}) },
    },
  }
}

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
  await send([...moveItems(move), ...also])
}

/**
 * Several moves (a payout batch's transfers) and `also` in one transaction: all or none. The caller
 * keeps it within DynamoDB's 100 items.
 */
export async function saveTransfers(moves: readonly Move[], also: readonly TransactItem[] = []): Promise<void> {
  await send([...moves.flatMap(moveItems), ...also])
}

/** A move's items (see {@link saveTransfer}), refused unless functions/domain/transfer-moves.ts made it. */
function moveItems(move: Move): TransactItem[] {
  const { before, after } = move
  if (!isAppliedMove(move) || !before) throw new Error('A transfer changes only by a move of functions/domain/transfer-moves.ts')
  const moved = after.mobileNumber !== before.mobileNumber
  return [
    nextVersionPut(before, after),
    ...(moved
      ? [{ Delete: { TableName: table(), Key: keyOf('mobile', { mobileNumber: before.mobileNumber, id: before.id }) } }, mobilePut(after)]
      : []),
    ...counterUpdates(before, moveCounters(before, after, move.postings)),
    ...move.events.map((event) => eventPut(before.id, event)),
    ...journalPuts(move),
    ...complianceItems(before, after),
  ]
}
