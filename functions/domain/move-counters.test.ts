import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../shared/ledger/journal'
import { SAMPLE_PAYOUT_ENTRY } from '../../shared/ledger/testing/sample-payout-entry'
import { figuresOfTransfer, ZERO_TRANSFER_STATS } from '../../shared/transfers/transfer-figures'
import { TRANSFER_STATUSES } from '../../shared/transfers/transfer-options'
import { DomainError } from '../lib/errors'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { addStats, forStatus, ledgerCountersOf, moveCounters, toTransferStats, ZERO_STATS, type Stats } from '../model/transfer-counters'
import type { TransferRecord } from '../model/transfer-record'
import { apply, SYSTEM_ACTOR, type Action, type Move, type MoveActor } from './transfer-moves'

/**
 * The dashboard counters a transfer's moves ADD (model/transfer-counters.ts `moveCounters`): counts
 * by status, and the ledger's figures from each move's own postings. What they add up to must be
 * the shared definition of a transfer's figures (shared/transfers/transfer-figures.ts), which the
 * SPA uses for a search's matches.
 */

const staff: MoveActor = { id: 'staff-1', name: 'Sam Staff', role: 'staff' }
const sender: MoveActor = { id: 'owner-1', name: 'Amina Sender', role: 'sender' }
const created = Date.parse('2026-11-26T10:00:00.000Z')
const minuteLater = new Date(created + 60_000)
const payOut: Action = { type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] }

/** A transfer of `amountCents` (+5% fee) made by its sender, then moved by `steps`: its moves and the counters they add up to. */
function walk(amountCents: number, steps: readonly [Action, MoveActor][], held = false): { record: TransferRecord; counters: Stats } {
  const feeCents = amountCents / 20
  const { status: _s, hold: _h, updatedAt: _u, version: _v, ...draft } = sampleRecord({ amountCents, feeCents, totalCents: amountCents + feeCents })
  const moves: Move[] = [apply(undefined, { type: 'create', draft, holdReasons: held ? [{ kind: 'unscreened' }] : [] }, sender, new Date(created))]
  for (const [action, actor] of steps) {
    const last = moves.at(-1)
    if (!last) throw new Error('a walk starts with a create')
    moves.push(apply(last.after, action, actor, minuteLater))
  }
  const counters = moves.reduce((sum, move) => addStats(sum, moveCounters(move.before, move.after, move.postings)), ZERO_STATS)
  const record = moves.at(-1)?.after
  if (!record) throw new Error('a walk makes a transfer')
  return { record, counters }
}

const paid = () => walk(20_000, [[payOut, staff]])
const cancelled = () => walk(20_000, [[{ type: 'cancel', reason: 'Changed my mind' }, sender]])
const held = () => walk(10_000, [], true)
const claimRefunded = () =>
  walk(20_000, [
    [payOut, staff],
    [{ type: 'open-claim', claimId: 'c1' }, sender],
    [{ type: 'resolve-claim', claimId: 'c1', refund: true }, staff],
  ])

/** The stats of {@link paid}: 200.00 sent, its 10.00 fee charged and earned. */
const PAID_STATS = { ...ZERO_TRANSFER_STATS, total: 1, paid: 1, sentCents: 20_000, feesChargedCents: 1_000, feeRevenueCents: 1_000 }

describe('the counters of a transfer, from its postings', () => {
  it('a paid transfer: volume sent, the fee charged and earned (fee-revenue)', () => {
    expect(toTransferStats(paid().counters)).toEqual(PAID_STATS)
  })

  it('a cancelled transfer: counted, nothing sent or earned, the whole total refunded', () => {
    expect(toTransferStats(cancelled().counters)).toEqual({ ...ZERO_TRANSFER_STATS, total: 1, cancelled: 1, refundedCents: 21_000 })
  })

  it('a held transfer: On hold, not Pending, and nothing earned while compliance reviews it', () => {
    expect(toTransferStats(held().counters)).toEqual({ ...ZERO_TRANSFER_STATS, total: 1, onHold: 1, sentCents: 10_000, feesChargedCents: 500 })
  })

  it('a claim refunded after the payout: the fee stays earned, the refund is an error-resolution expense beside it', () => {
    expect(toTransferStats(claimRefunded().counters)).toEqual({ ...PAID_STATS, claimRefundsCents: 21_000, refundedCents: 21_000 })
  })

  it('FX revenue is whatever the payout credits to fx-margin-revenue (a hand-made posting)', () => {
    const before = sampleRecord()
    const after = { ...before, status: 'PAID' as const, version: 2 }
    const [held, fee, usd, ...rest] = SAMPLE_PAYOUT_ENTRY.lines
    if (!held || !fee || !usd) throw new Error('the sample payout has its lines')
    // 1.50 of the converted dollars is the margin: the conversion leg carries the rest.
    const withMargin: JournalEntry = {
      reason: 'payout',
      lines: [held, fee, { ...usd, minor: usd.minor - 150 }, { account: 'fx-margin-revenue', currency: 'USD', side: 'credit', minor: 150 }, ...rest],
    }
    const counters = moveCounters(before, after, [withMargin])
    expect(counters).toMatchObject({ feeRevenueCents: 500, fxRevenueCents: 150, paid: 1, pending: -1 })
    expect(toTransferStats(forStatus(counters, 'PAID')).fxRevenueCents).toBe(150)
    expect(toTransferStats(forStatus(counters, 'PENDING')).fxRevenueCents).toBe(0)
    // Income posted to a transfer that is not settled would be in no status's share: refused.
    expect(() => ledgerCountersOf([withMargin], 'PENDING')).toThrow(/cannot earn/)
  })

  it('after any sequence of moves, add up to the shared definition of the transfer, and each status filter finds it in its own status only', () => {
    const steps = fc.array(
      fc.constantFrom<[Action, MoveActor]>(
        [payOut, staff],
        [{ type: 'cancel', reason: 'Asked' }, staff],
        [{ type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR],
        [{ type: 'release', reason: 'Cleared' }, staff],
        [{ type: 'open-claim', claimId: 'c1' }, sender],
        [{ type: 'resolve-claim', claimId: 'c1', refund: true }, staff],
        [{ type: 'resolve-claim', claimId: 'c1', refund: false }, staff],
      ),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(steps, fc.boolean(), (chosen, heldAtCreate) => {
        // Refused steps are skipped: the walk keeps the ones the domain allows.
        const allowed: [Action, MoveActor][] = []
        for (const step of chosen) {
          try {
            walk(20_000, [...allowed, step], heldAtCreate)
            allowed.push(step)
          } catch (error) {
            if (!(error instanceof DomainError)) throw error
          }
        }
        const { record, counters } = walk(20_000, allowed, heldAtCreate)
        const figures = figuresOfTransfer(record)
        expect(toTransferStats(counters)).toEqual(figures)
        for (const status of TRANSFER_STATUSES) {
          expect(toTransferStats(forStatus(counters, status))).toEqual(status === record.status ? figures : ZERO_TRANSFER_STATS)
        }
      }),
    )
  })
})

describe('"Total Revenue $735" was principal plus fees, and counted a refunded transfer', () => {
  it('$700 sent with $35 fees, one transfer refunded and one on hold: the fee revenue is the paid-out fee, Pending leaves out On hold', () => {
    // $200 paid out, $200 pending, $100 on hold, $200 cancelled (refunded): $700 + $35 fees = the old card's $735.
    const all = [
      walk(20_000, [[payOut, staff]]),
      walk(20_000, []),
      walk(10_000, [], true),
      walk(20_000, [[{ type: 'cancel', reason: 'Changed my mind' }, sender]]),
    ]
    const stats = toTransferStats(all.map((one) => one.counters).reduce(addStats, ZERO_STATS))
    expect(stats.feeRevenueCents).toBe(1_000)
    expect(stats.feeRevenueCents + stats.fxRevenueCents).not.toBe(73_500)
    // The volume sent is principal only, of the transfers not refunded.
    expect(stats.sentCents).toBe(50_000)
    expect(stats.refundedCents).toBe(21_000)
    expect({ pending: stats.pending, onHold: stats.onHold, paid: stats.paid, cancelled: stats.cancelled, total: stats.total }).toEqual({
      pending: 1,
      onHold: 1,
      paid: 1,
      cancelled: 1,
      total: 4,
    })
  })
})
