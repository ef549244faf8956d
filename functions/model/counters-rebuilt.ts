import type { JournalEntry } from '../../shared/ledger/journal'
import { keyOf, prefixOf, type ItemKey } from './table-keys'
import { addStats, counterKeys, ledgerCountersOf, statsOf, ZERO_STATS, type Stats } from './transfer-counters'
import type { TransferRecord } from './transfer-record'

/** A counter item's key as one string. */
export const counterId = (key: ItemKey): string => `${key.pk}\n${key.sk}`

/** Whether a stored item is a counter item: a totals item (everyone's or a sender's) or a bucket. */
export function isCounterKey(key: ItemKey): boolean {
  const totals = keyOf('totals', {})
  if (key.pk === totals.pk) return key.sk === totals.sk
  if (key.pk.startsWith(prefixOf('bucket', 'pk'))) return true
  return (
    key.pk.startsWith(prefixOf('ownerTotals', 'pk')) && (key.sk === prefixOf('ownerTotals', 'sk') || key.sk.startsWith(prefixOf('ownerBucket', 'sk')))
  )
}

/**
 * Every counter item the live `transfers` make, summed as the write transactions sum them: each
 * transfer counted at its status (`statsOf`) and the ledger's figures of its stored journal entries
 * (`ledgerCountersOf`), added to its totals and its day and month buckets, everyone's and its sender's.
 */
export function countersOf(
  transfers: readonly TransferRecord[],
  journalOf: (id: string) => readonly JournalEntry[],
): Map<string, { key: ItemKey; stats: Stats }> {
  const counters = new Map<string, { key: ItemKey; stats: Stats }>()
  for (const record of transfers) {
    const stats = addStats(statsOf(record, 1), { ...ZERO_STATS, ...ledgerCountersOf(journalOf(record.id), record.status) })
    for (const key of counterKeys(record)) {
      const id = counterId(key)
      counters.set(id, { key, stats: addStats(counters.get(id)?.stats ?? ZERO_STATS, stats) })
    }
  }
  return counters
}
