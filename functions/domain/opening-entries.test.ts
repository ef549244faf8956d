import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../shared/ledger/journal'
import { breaksOf, type LedgerPartition } from '../../shared/ledger/reconciliation'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../model/transfer-record'
import { openingEntriesOf } from './opening-entries'
import { apply } from './transfer-moves'
import { anySteps, appliedOrRefused, at, edit, MOVE_ACTORS, UNSCREENED } from './testing/move-steps'

/** A transfer's partition as the table keeps it: its record and its entries in the order they posted. */
const partitionOf = (record: TransferRecord, entries: readonly JournalEntry[]): LedgerPartition => ({
  transferId: record.id,
  transfer: record,
  entries: entries.map((body, n) => ({ key: `JOURNAL#${String(n).padStart(8, '0')}#0`, at: record.updatedAt, body })),
})

describe('the reconciliation of what the moves post', () => {
  it('finds no break in the books of any generated sequence of moves', () => {
    const { status: _s, hold: _h, updatedAt: _u, version: _v, ...draft } = sampleRecord()
    fc.assert(
      fc.property(fc.boolean(), anySteps, (held, steps) => {
        const made = apply(undefined, { type: 'create', draft, holdReasons: held ? UNSCREENED : [] }, MOVE_ACTORS.sender, at(0))
        const journal: JournalEntry[] = [...made.postings]
        let record = made.after
        for (const [action, role] of steps) {
          const move = appliedOrRefused(record, action, role)
          if (!move) continue
          journal.push(...move.postings)
          record = move.after
        }
        expect(breaksOf(partitionOf(record, journal))).toEqual([])
      }),
    )
  })
})

describe('the opening entries of a transfer stored before the ledger', () => {
  it.each<[string, Partial<TransferRecord>, JournalEntry['reason'][]]>([
    ['waiting', { status: 'PENDING' }, ['payment']],
    ['held', { status: 'ON_HOLD' }, ['payment', 'hold']],
    ['paid out', { status: 'PAID' }, ['payment', 'payout']],
    ['cancelled', { status: 'CANCELLED' }, ['payment', 'refund', 'refund-issued']],
    ['paid out and refunded on a claim', { status: 'PAID', claimRefundCents: 10_500 }, ['payment', 'payout', 'claim-refund', 'refund-issued']],
  ])('%s: the path to its status, after which its books reconcile', (_, changes, reasons) => {
    const record = sampleRecord({ updatedAt: '2026-11-27T09:00:00.000Z', ...changes })
    const opening = openingEntriesOf(record, []) ?? []
    expect(opening.map(({ entry }) => entry.reason)).toEqual(reasons)
    expect(opening[0]?.at).toBe(record.createdAt)
    expect(opening.slice(1).every(({ at }) => at === record.updatedAt)).toBe(true)
    expect(
      breaksOf(
        partitionOf(
          record,
          opening.map(({ entry }) => entry),
        ),
      ),
    ).toEqual([])
  })

  it('starts a transfer whose later moves posted at the status its first entry left, and leaves one with a payment alone', () => {
    const { postings: payout } = apply(sampleRecord(), edit({}, { status: 'PAID' }), MOVE_ACTORS.staff, at(60_000))
    const paid = sampleRecord({ status: 'PAID', version: 2 })
    const opening = openingEntriesOf(paid, payout) ?? []
    expect(opening.map(({ entry }) => entry.reason)).toEqual(['payment'])
    expect(breaksOf(partitionOf(paid, [...opening.map(({ entry }) => entry), ...payout]))).toEqual([])
    expect(openingEntriesOf(paid, [...opening.map(({ entry }) => entry), ...payout])).toBeUndefined()
  })
})
