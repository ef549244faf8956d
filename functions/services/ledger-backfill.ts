import * as z from 'zod/mini'
import type { JournalEntry } from '../../shared/ledger/journal'
import { JournalEntrySchema } from '../../shared/ledger/journal-schema'
import { openingEntriesOf } from '../domain/opening-entries'
import { putOpeningEntries, readPartition, scanLedgerSegment } from '../store/ledger-items'
import { SCAN_SEGMENTS } from './ledger-reconciliation'

/** What a backfill did: transfers read, transfers given opening entries and how many, and those it could not place. */
export interface BackfillResult {
  transfers: number
  backfilled: number
  entries: number
  /** Transfers without a payment whose first entry says nothing of where they started: the reconciliation lists them. */
  skipped: string[]
}

/** Rounds for a transfer that moves while it is backfilled (each round reads it again). */
const ROUNDS = 3

/**
 * Writes the opening entries of every transfer stored before the ledger existed (domain/opening-entries.ts),
 * read in the reconciliation's Scan. Each is judged on a consistent read of its partition and written
 * at version 0 on the condition that the transfer has not moved since and the entries are new, so a
 * second run, or one beside live traffic, writes nothing twice.
 */
export async function backfillLedger(onProgress?: (transfers: number) => void): Promise<BackfillResult> {
  const result: BackfillResult = { transfers: 0, backfilled: 0, entries: 0, skipped: [] }
  await Promise.all(
    Array.from({ length: SCAN_SEGMENTS }, (_, segment) =>
      scanLedgerSegment(segment, SCAN_SEGMENTS, async (partition) => {
        if (!partition.transfer) return
        result.transfers++
        if (result.transfers % 1000 === 0) onProgress?.(result.transfers)
        const paid = partition.entries.some((stored) => z.safeParse(JournalEntrySchema, stored.body).data?.reason === 'payment')
        if (!paid) await backfillOne(partition.transferId, result)
      }),
    ),
  )
  onProgress?.(result.transfers)
  return result
}

async function backfillOne(transferId: string, result: BackfillResult): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    const { partition, record } = await readPartition(transferId)
    if (!record) return
    const existing = [...partition.entries]
      .sort((a, b) => a.key.localeCompare(b.key))
      .flatMap((stored): JournalEntry[] => {
        const entry = z.safeParse(JournalEntrySchema, stored.body)
        return entry.success ? [entry.data] : []
      })
    if (existing.some((entry) => entry.reason === 'payment')) return
    const opening = openingEntriesOf(record, existing)
    if (!opening) {
      result.skipped.push(transferId)
      return
    }
    if (await putOpeningEntries(record, opening)) {
      result.backfilled++
      result.entries += opening.length
      return
    }
  }
  result.skipped.push(transferId)
}
