import { paginateQuery, paginateScan, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { JournalEntry } from '../../shared/ledger/journal'
import type { LedgerPartition, LedgerTransfer, StoredEntry } from '../../shared/ledger/reconciliation'
import { ReconciliationReportSchema, type ReconciliationReport } from '../../shared/ledger/reconciliation-report'
import { dynamo } from '../lib/clients'
import { keyOf, prefixOf } from '../model/table-keys'
import type { TransferRecord } from '../model/transfer-record'
import { readItem } from './item-reads'
import { fromItem, table, type TransactItem } from './transfer-items'

/**
 * The ledger as the reconciliation reads it: every transfer's partition (its record and journal
 * entries, nothing else), a page at a time, and the reports it writes.
 *
 * The whole ledger is one Scan (in parallel segments): there is no index of every journal entry, and
 * deleted transfers, whose money stays, leave the list indexes. A Scan resumes from a key, so it
 * returns the items of one partition together, in sort-key order, and a segment holds whole
 * partitions: a partition is complete when the next one starts. Were that ever not so, a partition
 * seen in two pieces would read as a transfer without entries and entries without a transfer, both
 * breaks, never a hidden one; and every break is read again before it counts (`readPartition`).
 */

const TRANSFER_PK = prefixOf('transfer', 'pk')
const TRANSFER_SK = keyOf('transfer', { id: '' }).sk
const JOURNAL_SK = prefixOf('journalEntry', 'sk')

/** The transfer fields the check reads, as stored (extra fields are left out). */
const LedgerTransferSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountCents: z.number(),
  feeCents: z.number(),
  totalCents: z.number(),
  countryId: z.string(),
  payout: z.optional(z.object({ currency: z.string(), receiveMinor: z.number() })),
  claimRefundCents: z.optional(z.number()),
  claimResentAt: z.optional(z.string()),
})

type Item = Record<string, unknown>

const NAMES = {
  '#pk': 'pk',
  '#sk': 'sk',
  '#id': 'id',
  '#status': 'status',
  '#amount': 'amountCents',
  '#fee': 'feeCents',
  '#total': 'totalCents',
  '#country': 'countryId',
  '#payout': 'payout',
  '#claimRefund': 'claimRefundCents',
  '#claimResent': 'claimResentAt',
  '#reason': 'reason',
  '#lines': 'lines',
  '#at': 'at',
}
const PROJECTION = Object.keys(NAMES).join(', ')

/**
 * Items a Scan request reads at most (`Limit`, counted before the filter): each request's time is
 * bounded whatever the table holds around the ledger (a 1 MB page of search postings filtered away
 * took longer than the client's time-out on a loaded DynamoDB Local at 100k transfers).
 */
const SCAN_PAGE_ITEMS = 1000

const storedEntry = (item: Item): StoredEntry => ({
  key: String(item.sk),
  at: typeof item.at === 'string' ? item.at : '',
  body: { reason: item.reason, lines: item.lines },
})

/** The partition of the transfer `transferId` from its items (record and entries, any order). */
function partitionOf(transferId: string, items: readonly Item[]): LedgerPartition {
  const record = items.find((item) => item.sk === TRANSFER_SK)
  return {
    transferId,
    transfer: record ? (z.parse(LedgerTransferSchema, record) satisfies LedgerTransfer) : undefined,
    entries: items.filter((item) => String(item.sk).startsWith(JOURNAL_SK)).map(storedEntry),
  }
}

const transferIdOf = (pk: string) => pk.slice(TRANSFER_PK.length)

/**
 * Reads segment `segment` of `segments` of the table, a page at a time, and hands each transfer's
 * partition to `onPartition` when it is whole (awaited: the next page waits, so at most one page and
 * one partition are held). Items other than transfers and journal entries are filtered out by DynamoDB.
 */
export async function scanLedgerSegment(
  segment: number,
  segments: number,
  onPartition: (partition: LedgerPartition) => Promise<void> | void,
  pageSize = SCAN_PAGE_ITEMS,
): Promise<void> {
  let pk: string | undefined
  let held: Item[] = []
  const pages = paginateScan(
    { client: dynamo },
    {
      TableName: table(),
      Segment: segment,
      TotalSegments: segments,
      FilterExpression: 'begins_with(#pk, :transfer) AND (#sk = :record OR begins_with(#sk, :journal))',
      ProjectionExpression: PROJECTION,
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':transfer': TRANSFER_PK, ':record': TRANSFER_SK, ':journal': JOURNAL_SK },
      // The paginator sends this Limit with every request: it bounds each request's time, not how much the Scan reads.
      Limit: pageSize,
    },
  )
  // The generator asks for the next page only when the loop comes back, so `onPartition` holds the Scan as before.
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const itemPk = String(item.pk)
      if (pk !== undefined && itemPk !== pk) {
        await onPartition(partitionOf(transferIdOf(pk), held))
        held = []
      }
      pk = itemPk
      held.push(item)
    }
  }
  if (pk !== undefined) await onPartition(partitionOf(transferIdOf(pk), held))
}

/** One transfer's partition read again, consistently (a break seen by the Scan is confirmed on it), with the whole record when there is one. */
export async function readPartition(transferId: string): Promise<{ partition: LedgerPartition; record: TransferRecord | undefined }> {
  const items: Item[] = []
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: table(),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': keyOf('transfer', { id: transferId }).pk },
      ConsistentRead: true,
    },
  )
  for await (const page of pages) {
    items.push(...(page.Items ?? []).filter((item) => item.sk === TRANSFER_SK || String(item.sk).startsWith(JOURNAL_SK)))
  }
  const record = items.find((item) => item.sk === TRANSFER_SK)
  return { partition: partitionOf(transferId, items), record: record ? fromItem(record) : undefined }
}

/**
 * Journal entries for a transfer whose moves were never posted (made before the ledger), at version
 * 0, before any move's: written only while the transfer is still at the version they were judged on,
 * and only if new, so a second run, or a move meanwhile, writes nothing. False when the transfer moved.
 */
export async function putOpeningEntries(record: TransferRecord, entries: readonly { entry: JournalEntry; at: string }[]): Promise<boolean> {
  const transferKey = keyOf('transfer', { id: record.id })
  const puts: TransactItem[] = entries.map(({ entry, at }, n) => ({
    Put: {
      TableName: table(),
      Item: {
        ...keyOf('journalEntry', { id: record.id, version: '00000000', n: String(n) }),
        transferId: record.id,
        at,
        ...entry,
        backfilled: true,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }))
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table(),
              Key: transferKey,
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': record.version },
            },
          },
          ...puts,
        ],
      }),
    )
    return true
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false
    throw error
  }
}

/** Stores a day's report (a later run of the same day replaces it). */
export async function putReport(report: ReconciliationReport): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: table(), Item: { ...keyOf('reconciliationReport', { day: report.day }), ...report } }))
}

/** The report of `day`, if one was made. */
export async function readReport(day: string): Promise<ReconciliationReport | undefined> {
  const item = await readItem(keyOf('reconciliationReport', { day }))
  return item ? z.parse(ReconciliationReportSchema, item) : undefined
}

/** The days reported, newest first (at most `limit`), with how each ended. */
export async function listReportDays(limit: number): Promise<{ day: string; breakCount: number; generatedAt: string }[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk', '#day': 'day', '#breakCount': 'breakCount', '#generatedAt': 'generatedAt' },
      ExpressionAttributeValues: { ':pk': prefixOf('reconciliationReport', 'pk') },
      ProjectionExpression: '#day, #breakCount, #generatedAt',
      ScanIndexForward: false,
      Limit: limit,
    }),
  )
  return (page.Items ?? []).map((item) => ({ day: String(item.day), breakCount: Number(item.breakCount), generatedAt: String(item.generatedAt) }))
}
