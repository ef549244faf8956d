import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CANCEL_REASON_MESSAGE } from '../../shared/transfers/cancel-transfer-schema'
import { CANCEL_WINDOW_MS, decideTransition, TRANSITIONS, type ActorRole } from '../../shared/transfers/transfer-lifecycle'
import { NOTE_LOCK_LENGTH, TRANSFER_STATUSES, type TransferStatus } from '../../shared/transfers/transfer-options'
import { DomainError } from '../lib/errors'
import { SECOND_APPROVER_MESSAGE, SECOND_REFUND_APPROVER_MESSAGE } from '../../shared/compliance/second-approval'
import { CORRECTION_REASON_MESSAGE, DISCLOSED_FIXED_MESSAGE, FUNDS_HELD_MESSAGE } from '../../shared/transfers/transfer-permissions'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { balanceOf, isBalanced, type JournalEntry } from '../../shared/ledger/journal'
import { SAMPLE_PAYOUT_ENTRY } from '../../shared/ledger/testing/sample-payout-entry'
import {
  apply,
  ALREADY_REFUNDED,
  ALREADY_RESENT,
  ALREADY_REFUNDED_ON_CLAIM,
  NO_RESEND_AFTER_REFUND,
  CLAIM_REFUND_REASON,
  DESTINATION_FIXED,
  isAppliedMove,
  isNoOp,
  NOT_WAITING_FOR_REVIEW,
  NOTE_LOCKED,
  OWN_TRANSFER,
  RELEASE_NOT_AN_EDIT,
  type Action,
  type Move,
  type MoveActor,
} from './transfer-moves'
import { anySteps, appliedOrRefused, at, edit, MOVE_ACTORS, UNSCREENED } from './testing/move-steps'

const { staff, sender } = MOVE_ACTORS

/** The refusal `run` throws: its kind and message, or undefined when it applies. */
function refusal(run: () => unknown): { kind: string; message: string; code?: string } | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return { kind: error.kind, message: error.message, ...(error.code ? { code: error.code } : {}) }
  }
}

describe('apply: every status move is a row of the transition table', () => {
  const actions: { action: Action; table: 'payOut' | 'cancel' | 'hold' | 'release' }[] = [
    { action: edit({}, { status: 'PAID' }), table: 'payOut' },
    { action: { type: 'cancel', reason: 'Asked by phone' }, table: 'cancel' },
    { action: { type: 'hold', reasons: UNSCREENED }, table: 'hold' },
    { action: { type: 'release', reason: 'Cleared' }, table: 'release' },
  ]

  it('moves exactly as decideTransition decides, for any state × action × role × time, and refuses the rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TransferStatus>(...TRANSFER_STATUSES),
        fc.constantFrom(...actions),
        fc.constantFrom<ActorRole>('sender', 'staff', 'system'),
        fc.integer({ min: 0, max: 2 * CANCEL_WINDOW_MS }),
        (status, { action, table }, role, elapsed) => {
          const before = sampleRecord({ status, ...(status === 'ON_HOLD' ? { hold: { at: at(0).toISOString(), reasons: UNSCREENED } } : {}) })
          const decision = decideTransition(before, table, role, at(elapsed).getTime())
          const outcome = refusal(() => apply(before, action, MOVE_ACTORS[role], at(elapsed)))
          if (decision.allowed) {
            expect(outcome).toBeUndefined()
            const move = apply(before, action, MOVE_ACTORS[role], at(elapsed))
            expect(move.after.status).toBe(decision.to)
            expect(TRANSITIONS.some((row) => row.from === status && row.to === move.after.status)).toBe(true)
            expect(move.after.version).toBe(before.version + 1)
          } else {
            expect(outcome?.kind).toMatch(/forbidden|conflict/)
          }
        },
      ),
    )
  })

  it('never changes a status any other way: a generated sequence of actions only walks the table', () => {
    fc.assert(
      fc.property(anySteps, (steps) => {
        let record = sampleRecord()
        let refunded = 0
        let paidOut = false
        for (const [action, role] of steps) {
          const move = appliedOrRefused(record, action, role)
          if (!move) continue
          const { before, after } = move
          if (before?.status !== after.status) expect(TRANSITIONS.some((row) => row.from === before?.status && row.to === after.status)).toBe(true)
          refunded += move.events.reduce((sum, event) => sum + (event.refundCents ?? 0), 0)
          paidOut ||= after.status === 'PAID'
          record = after
        }
        // Before a payout money goes back at most once, in full, and only with the transfer cancelled.
        // (A refund after a payout is a claim's, recorded on it: its recovery rule is the ledger's.)
        if (!paidOut) expect(refunded).toBe(record.status === 'CANCELLED' ? record.totalCents : 0)
      }),
    )
  })
})

describe('create', () => {
  const { status: _s, hold: _h, updatedAt: _u, version: _v, ...draft } = sampleRecord()

  it('records a payment as PENDING at version 1, created by the caller', () => {
    const move = apply(undefined, { type: 'create', draft, holdReasons: [] }, sender, at(0))
    expect(move.before).toBeUndefined()
    expect(move.after).toMatchObject({ status: 'PENDING', version: 1, updatedAt: draft.createdAt })
    expect(move.events).toEqual([{ at: draft.createdAt, type: 'created', by: sender }])
  })

  it('holds it when the checks gave reasons: the hold is the server’s, a millisecond after the creation', () => {
    const move = apply(undefined, { type: 'create', draft, holdReasons: UNSCREENED }, staff, at(0))
    expect(move.after).toMatchObject({ status: 'ON_HOLD', hold: { at: draft.createdAt, reasons: UNSCREENED } })
    expect(move.events.map((event) => [event.type, event.by.id, event.at])).toEqual([
      ['created', staff.id, draft.createdAt],
      ['held', 'system', '2026-11-26T10:00:00.001Z'],
    ])
    expect(move.events[1]?.changes).toEqual({ status: { from: 'PENDING', to: 'ON_HOLD' } })
  })
})

describe('edit', () => {
  const pending = sampleRecord()

  it('records the changed fields only, with who wrote the note', () => {
    const move = apply(pending, edit({ city: 'Nairobi', note: 'Called the recipient' }), staff, at(5_000))
    expect(move.events).toEqual([
      { at: at(5_000).toISOString(), type: 'updated', changes: { note: { from: '', to: 'Called the recipient' } }, by: staff },
    ])
    expect(move.after).toMatchObject({ note: 'Called the recipient', noteBy: staff.id, version: 2 })
  })

  it('changes nothing when every field is as it was', () => {
    const move = apply(pending, edit({ city: pending.city }, { status: 'PENDING' }), sender, at(0))
    expect(isNoOp(move)).toBe(true)
    expect(move.after).toBe(pending)
  })

  it('pays out by staff only; PENDING from a hold is a release, not an edit', () => {
    expect(apply(pending, edit({}, { status: 'PAID' }), staff, at(0)).events[0]).toMatchObject({
      type: 'status',
      changes: { status: { from: 'PENDING', to: 'PAID' } },
    })
    expect(refusal(() => apply(pending, edit({}, { status: 'PAID' }), sender, at(0)))?.kind).toBe('forbidden')
    const held = sampleRecord({ status: 'ON_HOLD' })
    expect(refusal(() => apply(held, edit({}, { status: 'PENDING' }), staff, at(0)))).toEqual({ kind: 'conflict', message: RELEASE_NOT_AN_EDIT })
  })

  it('refuses final transfers, a locked note, another destination and a mobile number of another country', () => {
    expect(refusal(() => apply(sampleRecord({ status: 'PAID' }), edit({ city: 'Kisumu' }), staff, at(0)))?.kind).toBe('conflict')
    expect(refusal(() => apply(sampleRecord({ status: 'CANCELLED' }), edit({ city: 'Kisumu' }), staff, at(0)))?.kind).toBe('conflict')
    const locked = sampleRecord({ status: 'ON_HOLD', note: 'x'.repeat(NOTE_LOCK_LENGTH) })
    expect(refusal(() => apply(locked, edit({ note: 'other' }), staff, at(0)))).toEqual({ kind: 'unprocessable', message: NOTE_LOCKED })
    expect(refusal(() => apply(pending, edit({}, { country: 'so' }), staff, at(0)))).toEqual({ kind: 'unprocessable', message: DESTINATION_FIXED })
    expect(refusal(() => apply(pending, edit({}, { country: 'Kenya' }), staff, at(0)))).toBeUndefined()
    expect(refusal(() => apply(pending, edit({ mobileNumber: '12' }), staff, at(0)))?.kind).toBe('invalid')
    const corrected = apply(pending, edit({ mobileNumber: '0712 345 679' }, { reason: 'Wrong digit' }), staff, at(0))
    expect(corrected.after.mobileNumber).toBe('+254712345679')
  })

  it('holds a renamed recipient the checks matched; the hold wins over a payout asked in the same edit', () => {
    const move = apply(pending, edit({ firstName: 'Halima' }, { status: 'PAID', holdReasons: UNSCREENED, reason: 'Spelling' }), staff, at(0))
    expect(move.after).toMatchObject({ status: 'ON_HOLD', firstName: 'Halima', hold: { reasons: UNSCREENED } })
    expect(move.events.map((event) => [event.type, event.by.id])).toEqual([
      ['corrected', staff.id],
      ['held', 'system'],
    ])
    // A payout the caller may not make is still refused, hold or not.
    expect(refusal(() => apply(pending, edit({ firstName: 'Halima' }, { status: 'PAID', holdReasons: UNSCREENED }), sender, at(0)))?.kind).toBe(
      'forbidden',
    )
  })
})

describe('what the sender was shown before paying is fixed (12 CFR 1005.31)', () => {
  const pending = sampleRecord()

  it('a sender cannot change the recipient or payout details: 409 DISCLOSED_FIXED, nothing moves', () => {
    for (const changes of [
      { firstName: 'Other' },
      { lastName: 'Other' },
      { middleName: 'X' },
      { mobileNumber: '0712 999 999' },
      { city: 'Kisumu' },
    ]) {
      expect(refusal(() => apply(pending, edit(changes), sender, at(0)))).toEqual({
        kind: 'conflict',
        message: DISCLOSED_FIXED_MESSAGE,
        code: 'DISCLOSED_FIXED',
      })
    }
    // The same number typed another way is no change, and the note stays the sender's to write.
    const stored = sampleRecord({ mobileNumber: '+254712345678' })
    expect(isNoOp(apply(stored, edit({ mobileNumber: '0712 345 678' }), sender, at(0)))).toBe(true)
    expect(apply(pending, edit({ note: 'For school fees' }), sender, at(0)).events[0]?.type).toBe('updated')
  })

  it('staff correct them with a reason, recorded on the history with who and when', () => {
    expect(refusal(() => apply(pending, edit({ lastName: 'Warsame' }), staff, at(0)))).toEqual({
      kind: 'invalid',
      message: CORRECTION_REASON_MESSAGE,
    })
    expect(refusal(() => apply(pending, edit({ lastName: 'Warsame' }, { reason: '   ' }), staff, at(0)))?.message).toBe(CORRECTION_REASON_MESSAGE)
    const move = apply(pending, edit({ lastName: 'Warsame' }, { reason: 'Sender called: typo' }), staff, at(7))
    expect(move.events).toEqual([
      {
        at: at(7).toISOString(),
        type: 'corrected',
        changes: { lastName: { from: pending.lastName, to: 'Warsame' } },
        reason: 'Sender called: typo',
        by: staff,
      },
    ])
    expect(move.postings).toEqual([])
  })
})

describe('nobody decides on their own money', () => {
  const ownStaff: MoveActor = { id: 'owner-1', name: 'Amina Staff', role: 'staff' }
  const pending = sampleRecord({ ownerId: ownStaff.id })
  const held = sampleRecord({ ownerId: ownStaff.id, status: 'ON_HOLD', hold: { at: at(0).toISOString(), reasons: UNSCREENED } })
  const claimed = sampleRecord({ ownerId: ownStaff.id, status: 'PAID', openClaimId: 'c1' })
  const OWN = { kind: 'forbidden', message: OWN_TRANSFER, code: 'OWN_TRANSFER' }

  it('staff cannot release, reject, pay out, correct or decide a claim on a transfer they sent', () => {
    expect(refusal(() => apply(held, { type: 'release', reason: 'Cleared' }, ownStaff, at(0)))).toEqual(OWN)
    expect(refusal(() => apply(held, { type: 'reject', reason: 'No' }, ownStaff, at(0)))).toEqual(OWN)
    expect(refusal(() => apply(pending, edit({}, { status: 'PAID' }), ownStaff, at(0)))).toEqual(OWN)
    expect(refusal(() => apply(pending, edit({ city: 'Kisumu' }, { reason: 'Moved' }), ownStaff, at(0)))).toEqual(OWN)
    expect(refusal(() => apply(claimed, { type: 'resolve-claim', claimId: 'c1', refund: true }, ownStaff, at(0)))).toEqual(OWN)
    expect(refusal(() => apply(claimed, { type: 'resolve-claim', claimId: 'c1', refund: false }, ownStaff, at(0)))).toEqual(OWN)
    // Another staff member may.
    expect(apply(held, { type: 'release', reason: 'Cleared' }, staff, at(0)).after.status).toBe('PENDING')
  })

  it('on their own transfer staff act as its sender: a cancellation inside the window, a note, a claim', () => {
    expect(apply(pending, { type: 'cancel', reason: '' }, ownStaff, at(CANCEL_WINDOW_MS)).after.status).toBe('CANCELLED')
    expect(refusal(() => apply(pending, { type: 'cancel', reason: 'Refund me' }, ownStaff, at(CANCEL_WINDOW_MS + 1)))?.code).toBe(
      'CANCEL_WINDOW_PASSED',
    )
    expect(apply(pending, edit({ note: 'Mine' }), ownStaff, at(0)).after.note).toBe('Mine')
    expect(apply(pending, { type: 'open-claim', claimId: 'c2' }, ownStaff, at(0)).after.openClaimId).toBe('c2')
  })
})

describe('four eyes: a large release needs a second staff member', () => {
  const other: MoveActor = { id: 'staff-2', name: 'Ali Second', role: 'staff' }
  const large = sampleRecord({ status: 'ON_HOLD', totalCents: 300_000, hold: { at: at(0).toISOString(), reasons: UNSCREENED } })
  const release = (reason: string, from = 300_000): Action => ({ type: 'release', reason, secondApprovalFromCents: from })

  it('the first release from the threshold is an approval: recorded, still on hold, no money moved', () => {
    const first = apply(large, release('Not the listed person'), staff, at(5))
    expect(first.after).toMatchObject({ status: 'ON_HOLD', approval: { action: 'release', by: staff.id, reason: 'Not the listed person' } })
    expect(first.events).toEqual([{ at: at(5).toISOString(), type: 'approval-requested', reason: 'Not the listed person', by: staff }])
    expect(first.postings).toEqual([])
    // The same person again is refused; another staff member releases it, and the approval is done with.
    expect(refusal(() => apply(first.after, release('Sure'), staff, at(6)))).toEqual({
      kind: 'conflict',
      message: SECOND_APPROVER_MESSAGE,
      code: 'SECOND_APPROVAL_NEEDED',
    })
    const second = apply(first.after, release('Agreed'), other, at(7))
    expect(second.after.status).toBe('PENDING')
    expect(second.after).not.toHaveProperty('approval')
    expect(second.after.review).toMatchObject({ decision: 'released', by: other.id })
    expect(second.postings.map((entry) => entry.reason)).toEqual(['release'])
  })

  it('below the threshold one staff member releases; a rejection needs no second approval and ends one', () => {
    expect(apply(large, release('Cleared', 300_001), staff, at(0)).after.status).toBe('PENDING')
    const pending = apply(large, release('Cleared'), staff, at(0)).after
    const rejected = apply(pending, { type: 'reject', reason: 'Match confirmed' }, other, at(1)).after
    expect(rejected.status).toBe('CANCELLED')
    expect(rejected).not.toHaveProperty('approval')
  })
})

describe('four eyes: a large refund after the payout needs a second staff member', () => {
  const other: MoveActor = { id: 'staff-2', name: 'Ali Second', role: 'staff' }
  const claimed = sampleRecord({ status: 'PAID', totalCents: 300_000, openClaimId: 'c1' })
  const refund = (from = 300_000): Action => ({
    type: 'resolve-claim',
    claimId: 'c1',
    refund: true,
    reason: 'Never arrived',
    secondApprovalFromCents: from,
  })

  it('the first refund is an approval: the claim stays open, nothing is refunded; another staff member’s refunds it', () => {
    const first = apply(claimed, refund(), staff, at(5))
    expect(first.after).toMatchObject({
      status: 'PAID',
      openClaimId: 'c1',
      approval: { action: 'claim-refund', by: staff.id, reason: 'Never arrived' },
    })
    expect(first.after.claimRefundCents).toBeUndefined()
    expect(first.events).toEqual([{ at: at(5).toISOString(), type: 'refund-approval-requested', reason: 'Never arrived', by: staff }])
    expect(first.postings).toEqual([])
    expect(refusal(() => apply(first.after, refund(), staff, at(6)))).toEqual({
      kind: 'conflict',
      message: SECOND_REFUND_APPROVER_MESSAGE,
      code: 'SECOND_APPROVAL_NEEDED',
    })
    const second = apply(first.after, refund(), other, at(7))
    expect(second.after).toMatchObject({ status: 'PAID', claimRefundCents: 300_000 })
    expect(second.after).not.toHaveProperty('approval')
    expect(second.after).not.toHaveProperty('openClaimId')
    expect(second.postings.map((entry) => entry.reason)).toEqual(['claim-refund', 'refund-issued'])
  })

  it('below the threshold, or before the payout, or for another outcome, one staff member decides', () => {
    expect(apply(claimed, refund(300_001), staff, at(0)).after.claimRefundCents).toBe(300_000)
    expect(apply({ ...claimed, status: 'PENDING' }, refund(), staff, at(0)).after.status).toBe('CANCELLED')
    const approved = apply(claimed, refund(), staff, at(0)).after
    const noError = apply(approved, { type: 'resolve-claim', claimId: 'c1', refund: false, secondApprovalFromCents: 300_000 }, staff, at(1))
    expect(noError.after).not.toHaveProperty('approval')
    expect(noError.postings).toEqual([])
  })
})

describe('archive (spec 6’s delete, as the law allows it)', () => {
  it('archives a closed transfer: out of the lists, its status and money untouched, with who and when', () => {
    const paid = sampleRecord({ status: 'PAID' })
    const move = apply(paid, { type: 'archive' }, staff, at(9))
    expect(move.after).toMatchObject({ status: 'PAID', archivedAt: at(9).toISOString(), archivedBy: staff.id, version: paid.version + 1 })
    expect(move.events).toEqual([{ at: at(9).toISOString(), type: 'archived', by: staff }])
    expect(move.postings).toEqual([])
    expect(apply(sampleRecord({ status: 'CANCELLED' }), { type: 'archive' }, sender, at(0)).after.archivedAt).toBeDefined()
  })

  it('refuses a transfer whose money is still held, a sender’s paid-out one, and one with an open claim', () => {
    for (const status of ['PENDING', 'ON_HOLD'] as const) {
      expect(refusal(() => apply(sampleRecord({ status }), { type: 'archive' }, sender, at(0)))).toMatchObject({
        kind: 'conflict',
        code: 'FUNDS_IN_FLIGHT',
      })
    }
    expect(refusal(() => apply(sampleRecord(), { type: 'archive' }, staff, at(0)))?.message).toBe(FUNDS_HELD_MESSAGE)
    expect(refusal(() => apply(sampleRecord({ status: 'PAID' }), { type: 'archive' }, sender, at(0)))?.kind).toBe('forbidden')
    expect(refusal(() => apply(sampleRecord({ status: 'PAID', openClaimId: 'c1' }), { type: 'archive' }, staff, at(0)))?.code).toBe('CLAIM_OPEN')
  })
})

describe('cancel, review and claims', () => {
  const pending = sampleRecord()
  const held = sampleRecord({ status: 'ON_HOLD', hold: { at: at(0).toISOString(), reasons: UNSCREENED } })

  it('refunds the whole total on a cancellation, saying whether the sender made it; staff give a reason', () => {
    const bySender = apply(pending, { type: 'cancel', reason: '' }, sender, at(CANCEL_WINDOW_MS))
    expect(bySender.after.cancellation).toEqual({
      at: at(CANCEL_WINDOW_MS).toISOString(),
      by: sender.id,
      byName: sender.name,
      bySender: true,
      refundCents: 10_500,
    })
    expect(bySender.events[0]).toMatchObject({ type: 'cancelled', refundCents: 10_500 })
    expect(refusal(() => apply(pending, { type: 'cancel', reason: '' }, sender, at(CANCEL_WINDOW_MS + 1)))?.code).toBe('CANCEL_WINDOW_PASSED')
    expect(refusal(() => apply(pending, { type: 'cancel', reason: '' }, staff, at(0)))).toEqual({ kind: 'invalid', message: CANCEL_REASON_MESSAGE })
  })

  it('releases or rejects only a held transfer, recording the decision', () => {
    const released = apply(held, { type: 'release', reason: 'Cleared' }, staff, at(1))
    expect(released.after).toMatchObject({ status: 'PENDING', review: { decision: 'released', by: staff.id, reason: 'Cleared' } })
    const rejected = apply(held, { type: 'reject', reason: 'Match confirmed' }, staff, at(1))
    expect(rejected.after).toMatchObject({
      status: 'CANCELLED',
      review: { decision: 'rejected' },
      cancellation: { refundCents: 10_500, bySender: false },
    })
    expect(rejected.events).toHaveLength(1)
    expect(rejected.events[0]).toMatchObject({ type: 'rejected', refundCents: 10_500 })
    expect(refusal(() => apply(pending, { type: 'reject', reason: 'x' }, staff, at(1)))).toEqual({
      kind: 'conflict',
      message: NOT_WAITING_FOR_REVIEW,
      code: 'TRANSITION_REFUSED',
    })
  })

  it('a claim refund cancels a transfer not paid out, and is recorded on the claim of one paid out', () => {
    const open = apply(pending, { type: 'open-claim', claimId: 'c1' }, sender, at(1)).after
    expect(open.openClaimId).toBe('c1')
    const cancelled = apply(open, { type: 'resolve-claim', claimId: 'c1', refund: true }, staff, at(2))
    expect(cancelled.after).toMatchObject({ status: 'CANCELLED', cancellation: { reason: CLAIM_REFUND_REASON, refundCents: 10_500 } })
    expect(cancelled.after.openClaimId).toBeUndefined()
    expect(cancelled.events.map((event) => [event.type, event.refundCents])).toEqual([
      ['cancelled', 10_500],
      ['claim-resolved', undefined],
    ])
    const paid = apply(sampleRecord({ status: 'PAID', openClaimId: 'c2' }), { type: 'resolve-claim', claimId: 'c2', refund: true }, staff, at(2))
    expect(paid.after.status).toBe('PAID')
    expect(paid.events).toEqual([{ at: at(2).toISOString(), type: 'claim-resolved', claimId: 'c2', refundCents: 10_500, by: staff }])
  })
})

describe('the moves the store writes', () => {
  it('are the ones apply made: a hand-made move with the same shape is not', () => {
    const before = sampleRecord()
    const made = apply(before, { type: 'cancel', reason: '' }, sender, at(0))
    expect(isAppliedMove(made)).toBe(true)
    expect(isAppliedMove({ ...made })).toBe(false)
    expect(isAppliedMove({ before, after: { ...before, status: 'PAID' }, events: [], postings: [] })).toBe(false)
  })
})

describe('the money a move posts', () => {
  const { status: _s, hold: _h, updatedAt: _u, version: _v, ...draft } = sampleRecord()
  const total = draft.totalCents
  const reasonsOf = (move: Move) => move.postings.map((entry) => entry.reason)

  it('posts the payment at the create, the hold and release inside the liability, the payout to the fee and the partner', () => {
    const made = apply(undefined, { type: 'create', draft, holdReasons: UNSCREENED }, sender, at(0))
    expect(reasonsOf(made)).toEqual(['payment', 'hold'])
    const released = apply(made.after, { type: 'release', reason: 'Cleared' }, staff, at(1))
    expect(reasonsOf(released)).toEqual(['release'])
    const paid = apply(released.after, edit({}, { status: 'PAID' }), staff, at(2))
    // $100 at 129.5 KES: the fee is earned, the dollars are converted, the partner in Kenya is owed the shillings.
    expect(paid.postings).toEqual([SAMPLE_PAYOUT_ENTRY])
    const noChange = apply(paid.after, { type: 'open-claim', claimId: 'c1' }, sender, at(3))
    expect(noChange.postings).toEqual([])
    expect(reasonsOf(apply(noChange.after, { type: 'resolve-claim', claimId: 'c1', refund: true }, staff, at(4)))).toEqual([
      'claim-refund',
      'refund-issued',
    ])
  })

  it('a cancellation owes the whole total back from where it was held, and issues it to the card', () => {
    const held = apply(undefined, { type: 'create', draft, holdReasons: UNSCREENED }, sender, at(0)).after
    const rejected = apply(held, { type: 'reject', reason: 'Match confirmed' }, staff, at(1))
    expect(rejected.postings).toEqual([
      {
        reason: 'refund',
        lines: [
          expect.objectContaining({ account: 'customer-funds-on-hold', side: 'debit', minor: total }),
          expect.objectContaining({ account: 'refunds-payable', side: 'credit', minor: total }),
        ],
      },
      {
        reason: 'refund-issued',
        lines: [
          expect.objectContaining({ account: 'refunds-payable', side: 'debit', minor: total }),
          expect.objectContaining({ account: 'card-funds-received', side: 'credit', minor: total }),
        ],
      },
    ])
  })

  it('a claim left open when its transfer was cancelled cannot refund it again: the cancellation refunded the total', () => {
    const claimed = apply(sampleRecord(), { type: 'open-claim', claimId: 'c1' }, sender, at(1)).after
    const cancelled = apply(claimed, { type: 'cancel', reason: '' }, sender, at(2))
    expect(reasonsOf(cancelled)).toEqual(['refund', 'refund-issued'])
    expect(refusal(() => apply(cancelled.after, { type: 'resolve-claim', claimId: 'c1', refund: true }, staff, at(3)))).toEqual({
      kind: 'conflict',
      message: ALREADY_REFUNDED,
      code: 'ALREADY_REFUNDED',
    })
    expect(apply(cancelled.after, { type: 'resolve-claim', claimId: 'c1', refund: false }, staff, at(3)).postings).toEqual([])
  })

  it('a resend pays the partner again at the transmitter’s cost; after it the transfer is neither refunded nor sent again', () => {
    const paid = apply(sampleRecord(), edit({}, { status: 'PAID' }), staff, at(1)).after
    const claimed = apply(paid, { type: 'open-claim', claimId: 'c1' }, sender, at(2)).after
    const resent = apply(claimed, { type: 'resolve-claim', claimId: 'c1', refund: false, resend: true }, staff, at(3))
    expect(resent.after.claimResentAt).toBe(at(3).toISOString())
    const [entry] = resent.postings
    expect(entry && isBalanced(entry)).toBe(true)
    expect(entry?.reason).toBe('claim-resend')
    expect(entry?.lines).toContainEqual(expect.objectContaining({ account: 'error-resolution-expense', side: 'debit', minor: draft.amountCents }))
    const payout = SAMPLE_PAYOUT_ENTRY.lines.find((line) => line.account === 'partner-payable')
    expect(entry?.lines).toContainEqual(payout)
    const again = apply(resent.after, { type: 'open-claim', claimId: 'c2' }, sender, at(4)).after
    for (const outcome of [{ refund: true }, { refund: false, resend: true }]) {
      expect(refusal(() => apply(again, { type: 'resolve-claim', claimId: 'c2', ...outcome }, staff, at(5)))).toEqual({
        kind: 'conflict',
        message: ALREADY_RESENT,
        code: 'ALREADY_RESENT',
      })
    }
    expect(apply(again, { type: 'resolve-claim', claimId: 'c2', refund: false }, staff, at(5)).postings).toEqual([])
    // Before the payout a resend is the payout still to come: nothing posts, nothing is recorded.
    const early = apply(sampleRecord({ openClaimId: 'c3' }), { type: 'resolve-claim', claimId: 'c3', refund: false, resend: true }, staff, at(1))
    expect(early.postings).toEqual([])
    expect(early.after.claimResentAt).toBeUndefined()
  })

  it('refunds a paid-out transfer on a claim once: a second claim cannot refund it again', () => {
    const paid = apply(sampleRecord(), edit({}, { status: 'PAID' }), staff, at(1)).after
    const claimed = apply(paid, { type: 'open-claim', claimId: 'c1' }, sender, at(2)).after
    const refunded = apply(claimed, { type: 'resolve-claim', claimId: 'c1', refund: true }, staff, at(3)).after
    expect(refunded.claimRefundCents).toBe(total)
    const again = apply(refunded, { type: 'open-claim', claimId: 'c2' }, sender, at(4)).after
    expect(refusal(() => apply(again, { type: 'resolve-claim', claimId: 'c2', refund: true }, staff, at(5)))).toEqual({
      kind: 'conflict',
      message: ALREADY_REFUNDED_ON_CLAIM,
      code: 'ALREADY_REFUNDED',
    })
    // The second claim can still be answered, without money.
    expect(apply(again, { type: 'resolve-claim', claimId: 'c2', refund: false }, staff, at(5)).postings).toEqual([])
  })

  it('resends nothing the sender was refunded: a claim’s resend of a cancelled or claim-refunded transfer is refused', () => {
    const resend = (record: Parameters<typeof apply>[0], claimId: string) =>
      refusal(() => apply(record, { type: 'resolve-claim', claimId, refund: false, resend: true }, staff, at(9)))
    const refusedResend = { kind: 'conflict', message: NO_RESEND_AFTER_REFUND, code: 'ALREADY_REFUNDED' }
    const claimed = apply(sampleRecord(), { type: 'open-claim', claimId: 'c1' }, sender, at(1)).after
    const cancelled = apply(claimed, { type: 'cancel', reason: '' }, sender, at(2)).after
    expect(resend(cancelled, 'c1')).toEqual(refusedResend)
    const paid = apply(sampleRecord(), edit({}, { status: 'PAID' }), staff, at(1)).after
    const paidClaim = apply(paid, { type: 'open-claim', claimId: 'c1' }, sender, at(2)).after
    const refunded = apply(paidClaim, { type: 'resolve-claim', claimId: 'c1', refund: true }, staff, at(3)).after
    const again = apply(refunded, { type: 'open-claim', claimId: 'c2' }, sender, at(4)).after
    expect(resend(again, 'c2')).toEqual(refusedResend)
    // Before any refund a resend is an answer like another (it posts nothing: the partner's resend is outside these books).
    expect(resend(claimed, 'c1')).toBeUndefined()
    expect(resend(paidClaim, 'c1')).toBeUndefined()
  })

  it('keeps the books of any generated sequence: each entry balances, and the balances say where the money is', () => {
    const usd = (entries: JournalEntry[], account: Parameters<typeof balanceOf>[1]) => balanceOf(entries, account, 'USD')
    fc.assert(
      fc.property(fc.boolean(), anySteps, (heldAtCreate, steps) => {
        const made = apply(undefined, { type: 'create', draft, holdReasons: heldAtCreate ? UNSCREENED : [] }, sender, at(0))
        const journal: JournalEntry[] = [...made.postings]
        let record = made.after
        let claimRefunds = 0
        for (const [action, role] of steps) {
          const move = appliedOrRefused(record, action, role)
          if (!move) continue
          expect(move.postings.every(isBalanced)).toBe(true)
          journal.push(...move.postings)
          claimRefunds += move.postings.filter((entry) => entry.reason === 'claim-refund').length
          record = move.after
        }
        // The liability is the whole total while the transfer waits, in the account its status names, and nothing once it is closed.
        expect(usd(journal, 'customer-funds-held')).toBe(record.status === 'PENDING' ? -total : 0)
        expect(usd(journal, 'customer-funds-on-hold')).toBe(record.status === 'ON_HOLD' ? -total : 0)
        // What the card gave is kept only for a transfer paid out; a cancelled one gave it all back, once.
        expect(usd(journal, 'card-funds-received')).toBe(record.status === 'CANCELLED' ? 0 : total - claimRefunds * total)
        expect(usd(journal, 'refunds-payable')).toBe(0)
        // The partner is owed the payout at most once, and the fee is earned only by a payout.
        const paid = record.status === 'PAID'
        expect(balanceOf(journal, 'partner-payable', 'KES')).toBe(paid ? -(record.payout?.receiveMinor ?? 0) : 0)
        expect(usd(journal, 'fee-revenue')).toBe(paid ? -record.feeCents : 0)
        // A claim refunds the money once at most, and only a paid-out transfer's: before a payout the refund is the cancellation's.
        expect(claimRefunds).toBeLessThanOrEqual(paid ? 1 : 0)
      }),
    )
  })
})
