import { ScanCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { JournalEntry } from '../../shared/ledger/journal'
import { JournalEntrySchema } from '../../shared/ledger/journal-schema'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { counterId, countersOf, isCounterKey } from '../model/counters-rebuilt'
import { keyOf, prefixOf } from '../model/table-keys'
import { ZERO_STATS } from '../model/transfer-counters'
import type { TransferRecord } from '../model/transfer-record'
import { writeAll } from '../store/batch-writes'
import { fromItem } from '../store/transfer-items'

/**
 * Rebuilds every dashboard counter item (`model/transfer-counters.ts`) from the table itself: the
 * live transfers and the journal entries their moves posted. It is the migration of a stage whose
 * counters predate a field (the ledger's figures: fee and FX revenue, claim refunds, refunds) or a
 * bucket, and the repair of counters found wrong by a recount.
 *
 * It reads the whole table (a paged Scan: a one-off operator's job, never a request's) and puts
 * whole counter items, zeroing those no live transfer counts in any more. A transfer written while
 * it runs could be counted twice or not at all (the counters are ADDed by the write transactions,
 * the rebuild puts totals): run it while the stage takes no transfer writes, as the runbook says
 * (docs/operations.md), and run it again to check: a second run writes the same items.
 */
export async function rebuildCounters(onProgress?: (scanned: number) => void): Promise<{ transfers: number; counters: number }> {
  const transfers: TransferRecord[] = []
  const journal = new Map<string, JournalEntry[]>()
  const stored = new Set<string>()
  const transferSk = keyOf('transfer', { id: '-' }).sk
  const journalSk = prefixOf('journalEntry', 'sk')
  let scanned = 0
  let start: Record<string, unknown> | undefined
  do {
    const out = await dynamo.send(
      new ScanCommand({ TableName: config().TABLE_NAME, ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}) }),
    )
    for (const item of out.Items ?? []) {
      const key = { pk: String(item.pk), sk: String(item.sk) }
      if (key.sk === transferSk && key.pk.startsWith(prefixOf('transfer', 'pk')) && item.deletedAt === undefined) transfers.push(fromItem(item))
      else if (key.sk.startsWith(journalSk) && key.pk.startsWith(prefixOf('journalEntry', 'pk'))) {
        const id = z.parse(z.string(), item.transferId)
        journal.set(id, [...(journal.get(id) ?? []), z.parse(JournalEntrySchema, item)])
      } else if (isCounterKey(key)) stored.add(counterId(key))
    }
    scanned += out.Items?.length ?? 0
    onProgress?.(scanned)
    start = out.LastEvaluatedKey
  } while (start)
  const counters = countersOf(transfers, (id) => journal.get(id) ?? [])
  const emptied = [...stored]
    .filter((id) => !counters.has(id))
    .map((id) => {
      const [pk = '', sk = ''] = id.split('\n')
      return { key: { pk, sk }, stats: ZERO_STATS }
    })
  await writeAll([...counters.values(), ...emptied].map(({ key, stats }) => ({ PutRequest: { Item: { ...key, ...stats } } })))
  return { transfers: transfers.length, counters: counters.size + emptied.length }
}
