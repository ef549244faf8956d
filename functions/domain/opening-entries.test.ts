import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HoldReason } from '../../shared/compliance/hold'
import type { JournalEntry } from '../../shared/ledger/journal'
import { breaksOf, type LedgerPartition } from '../../shared/ledger/reconciliation'
import type { ActorRole } from '../../shared/transfers/transfer-lifecycle'
import { DomainError } from '../lib/errors'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../model/transfer-record'
import { openingEntriesOf } from './opening-entries'
import { apply, SYSTEM_ACTOR, type Action, type MoveActor } from './transfer-moves'

const ACTORS: Record<ActorRole, MoveActor> = {
  staff: { id: 'staff-1', name: 'Sam Staff', role: 'staff' },
  sender: { id: 'owner-1', name: 'Amina Sender', role: 'sender' },
  system: SYSTEM_ACTOR,
}
const unscreened: HoldReason[] = [{ kind: 'unscreened' }]
const at = (ms: number) => new Date(Date.parse('2026-11-26T10:00:00.000Z') + ms)

/** A transfer's partition as the table keeps it: its record and its entries in the order they posted. */
const partitionOf = (record: TransferRecord, entries: readonly JournalEntry[]): LedgerPartition => ({
  transferId: record.id,
  transfer: record,
  entries: entries.map((body, n) => ({ key: `JOURNAL#${String(n).padStart(8, '0')}#0`, at: record.updatedAt, body })),
})

/** Any action by any role: a generated sequence walks a transfer through its life, as the moves' own property test does. */
const anySteps = fc.array(
  fc.tuple(
    fc.constantFrom<Action>(
      { type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] },
      { type: 'cancel', reason: 'Asked' },
      { type: 'hold', reasons: unscreened },
      { type: 'release', reason: 'Cleared' },
      { type: 'reject', reason: 'Match confirmed' },
      { type: 'open-claim', claimId: 'c1' },
      { type: 'resolve-claim', claimId: 'c1', refund: true },
    ),
    fc.constantFrom<ActorRole>('sender', 'staff', 'system'),
  ),
  { maxLength: 10 },
)

describe('the reconciliation of what the moves post', () => {
  it('finds no break in the books of any generated sequence of moves', () => {
    const { status: _s, hold: _h, updatedAt: _u, version: _v, ...draft } = sampleRecord()
    fc.assert(
      fc.property(fc.boolean(), anySteps, (held, steps) => {
        const made = apply(undefined, { type: 'create', draft, holdReasons: held ? unscreened : [] }, ACTORS.sender, at(0))
        const journal: JournalEntry[] = [...made.postings]
        let record = made.after
        for (const [action, role] of steps) {
          try {
            const move = apply(record, action, ACTORS[role], at(60_000))
            journal.push(...move.postings)
            record = move.after
          } catch (error) {
            if (!(error instanceof DomainError)) throw error
          }
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
    const { postings: payout } = apply(
      sampleRecord(),
      { type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] },
      ACTORS.staff,
      at(60_000),
    )
    const paid = sampleRecord({ status: 'PAID', version: 2 })
    const opening = openingEntriesOf(paid, payout) ?? []
    expect(opening.map(({ entry }) => entry.reason)).toEqual(['payment'])
    expect(breaksOf(partitionOf(paid, [...opening.map(({ entry }) => entry), ...payout]))).toEqual([])
    expect(openingEntriesOf(paid, [...opening.map(({ entry }) => entry), ...payout])).toBeUndefined()
  })
})
