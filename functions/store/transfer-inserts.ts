import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import { isAppliedMove, type Move } from '../domain/transfer-moves'
import { cancellationCodes } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { keyOf } from '../model/table-keys'
import { readItem } from './item-reads'
import type { QuoteUseItems } from './quotes-store'
import { complianceItems } from './transfer-compliance-items'
import { eventPut, journalPuts, listed, mobilePut, table, type TransactItem } from './transfer-items'
import { counterUpdates, moveCounters } from './transfer-stats'
import { velocityUpdate, type VelocityCounter } from './transfer-velocity'

/** The items of a create whose condition can refuse it, by name; the rest follow in any order. */
interface CreateItems {
  idempotency: TransactItem
  quote: QuoteUseItems
  invoice: TransactItem
  limits: { counter: VelocityCounter; item: TransactItem }[]
  ledger: TransactItem
  rest: TransactItem[]
}

/** The attempt a create answers: whose Idempotency-Key (the caller's, even when staff record for someone else), and what was asked. */
export interface Attempt {
  callerId: string
  key: string
  requestHash: string
}

export type CreateOutcome =
  | { created: true }
  | { created: false; because: 'idempotency-key-used' | 'quote-used' | 'quote-voided' | 'invoice-taken' | 'ledger-moved' | 'conflict' }
  | { created: false; because: 'limit'; counter: VelocityCounter }

export interface IdempotencyRecord {
  requestHash: string
  transferId: string
}

/** Idempotency records outlive any retry a client makes (a day), then TTL removes them. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60

/**
 * The items a new transfer is written with, in one transaction: the idempotency record, the quote's
 * use and the check that no correction voided it, the invoice lookup, the velocity counters and the
 * sender's limit ledger entry (all conditional, named so a refusal is read by name), the transfer,
 * its mobile lookup, the stats counters, the move's events and, for a held transfer, its review queue item.
 */
function createItems(move: Move, attempt: Attempt, limits: VelocityCounter[], ledger: TransactItem, quote: QuoteUseItems): CreateItems {
  if (!isAppliedMove(move) || move.before !== undefined)
    throw new Error('A transfer is created only by the create move of functions/domain/transfer-moves.ts')
  const record = move.after
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS
  return {
    idempotency: {
      Put: {
        TableName: table(),
        Item: {
          ...keyOf('idempotency', { ownerId: attempt.callerId, key: attempt.key }),
          requestHash: attempt.requestHash,
          transferId: record.id,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    quote,
    invoice: {
      Put: {
        TableName: table(),
        Item: { ...keyOf('invoice', { invoiceNumber: record.invoiceNumber }), transferId: record.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    limits: limits.map((counter) => ({ counter, item: velocityUpdate(counter) })),
    ledger,
    rest: [
      { Put: { TableName: table(), Item: listed(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      mobilePut(record),
      ...counterUpdates(record, moveCounters(undefined, record, move.postings)),
      ...move.events.map((event) => eventPut(record.id, event)),
      ...journalPuts(move),
      ...complianceItems(undefined, record),
    ],
  }
}

const sendOrder = (named: CreateItems): TransactItem[] => [
  named.idempotency,
  named.quote.use,
  ...(named.quote.valid ? [named.quote.valid] : []),
  named.invoice,
  ...named.rest,
  ...named.limits.map((limit) => limit.item),
  named.ledger,
]

/** The create's transaction as it is sent. Exported for `npm run bench`, whose raw baseline sends the same. */
export const transferCreateItems = (
  move: Move,
  attempt: Attempt,
  limits: VelocityCounter[],
  ledger: TransactItem,
  quote: QuoteUseItems,
): TransactItem[] => sendOrder(createItems(move, attempt, limits, ledger, quote))

/** Writes a new transfer with everything that must agree, in one transaction (`transferCreateItems`). */
export async function insertTransfer(
  move: Move,
  attempt: Attempt,
  limits: VelocityCounter[],
  ledger: TransactItem,
  quote: QuoteUseItems,
): Promise<CreateOutcome> {
  const named = createItems(move, attempt, limits, ledger, quote)
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
    // Another transfer paid with the quote first (two payments racing one quote make one transfer).
    if (refused(named.quote.use)) return { created: false, because: 'quote-used' }
    if (named.quote.valid && refused(named.quote.valid)) return { created: false, because: 'quote-voided' }
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
