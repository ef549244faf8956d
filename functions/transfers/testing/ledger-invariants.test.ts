import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../../shared/ledger/journal'
import { apply, SYSTEM_ACTOR, type Action, type MoveActor } from '../../domain/transfer-moves'
import { sampleRecord } from '../../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../../model/transfer-record'
import { booksViolations } from './ledger-invariants'

/**
 * The checker the adversarial ledger tests lean on: it accepts the books the domain's moves post in
 * every state, and names what is wrong in books that refund twice, pay out twice or leave money in
 * the wrong place (a checker that accepts anything would make those tests pass for nothing).
 */

const staff: MoveActor = { id: 'staff-1', name: 'Sam Staff', role: 'staff' }
const sender: MoveActor = { id: 'owner-1', name: 'Amina Sender', role: 'sender' }
const created = Date.parse('2026-11-26T10:00:00.000Z')
const REFUND_CLAIM = 'c-1'

/** A transfer moved by `steps` through the domain, with every entry its moves posted. */
function moved(steps: readonly [Action, MoveActor][]): { record: TransferRecord; entries: JournalEntry[] } {
  const { status: _status, hold: _hold, updatedAt: _updatedAt, version: _version, ...draft } = sampleRecord()
  let move = apply(undefined, { type: 'create', draft, holdReasons: [] }, sender, new Date(created))
  const entries = [...move.postings]
  steps.forEach(([action, actor], n) => {
    move = apply(move.after, action, actor, new Date(created + (n + 1) * 1000))
    entries.push(...move.postings)
  })
  return { record: move.after, entries }
}

const payOut: [Action, MoveActor] = [{ type: 'edit', changes: {}, country: undefined, status: 'PAID', holdReasons: [] }, staff]
const openClaim: [Action, MoveActor] = [{ type: 'open-claim', claimId: REFUND_CLAIM }, sender]
const refundClaim: [Action, MoveActor] = [{ type: 'resolve-claim', claimId: REFUND_CLAIM, refund: true }, staff]
const resendClaim: [Action, MoveActor] = [{ type: 'resolve-claim', claimId: REFUND_CLAIM, refund: false, resend: true }, staff]

describe('booksViolations', () => {
  it.each<[string, [Action, MoveActor][]]>([
    ['pending', []],
    ['on hold', [[{ type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR]]],
    [
      'released',
      [
        [{ type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR],
        [{ type: 'release', reason: 'ok' }, staff],
      ],
    ],
    [
      'rejected',
      [
        [{ type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR],
        [{ type: 'reject', reason: 'match' }, staff],
      ],
    ],
    ['cancelled', [[{ type: 'cancel', reason: '' }, sender]]],
    ['paid out', [payOut]],
    ['refunded on a claim before the payout', [openClaim, refundClaim]],
    ['refunded on a claim after the payout', [payOut, openClaim, refundClaim]],
    ['sent again on a claim after the payout', [payOut, openClaim, resendClaim]],
  ])('accepts the books of a transfer %s', (_label, steps) => {
    const { record, entries } = moved(steps)
    expect(booksViolations(record, entries)).toEqual([])
  })

  it('names a second refund, a second payout, a claim refund of a cancelled transfer and money left in the wrong account', () => {
    const cancelled = moved([[{ type: 'cancel', reason: '' }, sender]])
    const refundTwice = booksViolations(cancelled.record, [...cancelled.entries, ...cancelled.entries.slice(1)])
    expect(refundTwice.join('\n')).toMatch(/refunded more than once/)

    const paid = moved([payOut])
    expect(booksViolations(paid.record, [...paid.entries, ...paid.entries.slice(1)]).join('\n')).toMatch(/2 payouts posted/)

    const claimRefunded = moved([payOut, openClaim, refundClaim])
    const claimRefundOfCancelled = booksViolations(cancelled.record, [...cancelled.entries, ...claimRefunded.entries.slice(2)])
    expect(claimRefundOfCancelled.join('\n')).toMatch(/a cancelled transfer posted/)

    // The record says PAID but the books never paid out: the customer's money is still held.
    const pending = moved([])
    expect(booksViolations({ ...pending.record, status: 'PAID' }, pending.entries).join('\n')).toMatch(/customer funds held -10500 for PAID/)
  })

  it('names a resend the record does not show, one posted twice, and one beside a refund', () => {
    const resent = moved([payOut, openClaim, resendClaim])
    const { claimResentAt: _at, ...unrecorded } = resent.record
    expect(booksViolations(unrecorded, resent.entries).join('\n')).toMatch(/1 resends posted; the record says none/)
    expect(booksViolations(resent.record, [...resent.entries, ...resent.entries.slice(-1)]).join('\n')).toMatch(/2 resends posted/)
    const refunded = moved([payOut, openClaim, refundClaim])
    const both = booksViolations({ ...refunded.record, claimResentAt: resent.record.claimResentAt }, [
      ...refunded.entries,
      ...resent.entries.slice(-1),
    ])
    expect(both.join('\n')).toMatch(/a resend posted on a PAID transfer with 1 refunds/)
  })

  it('names an entry that does not balance and a record whose refund the books do not show', () => {
    const cancelled = moved([[{ type: 'cancel', reason: '' }, sender]])
    const [payment, ...rest] = cancelled.entries
    if (!payment) throw new Error('a payment first')
    const lopsided = { ...payment, lines: payment.lines.map((line, n) => (n === 0 ? { ...line, minor: line.minor + 1 } : line)) }
    expect(booksViolations(cancelled.record, [lopsided, ...rest]).join('\n')).toMatch(/entry 0 \(payment\) does not balance/)
    const pending = moved([])
    const recordOnly = { ...pending.record, cancellation: { at: '', bySender: true, refundCents: 10_500 } }
    expect(booksViolations(recordOnly, pending.entries).join('\n')).toMatch(/the cancellation records 10500 refunded/)
  })
})
