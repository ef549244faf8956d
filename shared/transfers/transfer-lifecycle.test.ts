import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACTOR_ROLES,
  CANCEL_WINDOW_MS,
  CANCEL_WINDOW_PASSED,
  CANCELLED_IS_FINAL,
  decideTransition,
  ON_HOLD_NO_PAYOUT,
  ON_HOLD_SENDER_CANCEL,
  PAID_IS_FINAL,
  TRANSFER_ACTIONS,
  TRANSITIONS,
  type ActorRole,
  type TransferAction,
} from './transfer-lifecycle'
import { TRANSFER_STATUSES, type TransferStatus } from './transfer-options'

const PAID_AT = '2026-11-26T10:00:00.000Z'
const at = (ms: number) => Date.parse(PAID_AT) + ms

/**
 * The lifecycle written out by hand, one line per legal move, so a wrong row in the
 * table fails here: [from, action, role, to, sender's window applies].
 */
const LEGAL: readonly [TransferStatus, TransferAction, ActorRole, TransferStatus, boolean][] = [
  ['PENDING', 'payOut', 'staff', 'PAID', false],
  ['PENDING', 'cancel', 'sender', 'CANCELLED', true],
  ['PENDING', 'cancel', 'staff', 'CANCELLED', false],
  ['PENDING', 'hold', 'staff', 'ON_HOLD', false],
  ['PENDING', 'hold', 'system', 'ON_HOLD', false],
  ['ON_HOLD', 'release', 'staff', 'PENDING', false],
  ['ON_HOLD', 'cancel', 'staff', 'CANCELLED', false],
]

describe('decideTransition', () => {
  it('allows exactly the legal moves, for every state × action × role × time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRANSFER_STATUSES),
        fc.constantFrom(...TRANSFER_ACTIONS),
        fc.constantFrom(...ACTOR_ROLES),
        fc.integer({ min: -60_000, max: 2 * CANCEL_WINDOW_MS }),
        (status, action, role, elapsed) => {
          const decision = decideTransition({ status, createdAt: PAID_AT }, action, role, at(elapsed))
          const legal = LEGAL.find(([from, a, r]) => from === status && a === action && r === role)
          const inTime = !legal?.[4] || elapsed <= CANCEL_WINDOW_MS
          if (legal && inTime) expect(decision).toMatchObject({ allowed: true, to: legal[3] })
          else expect(decision.allowed).toBe(false)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('has one row per move of the hand-written list, no more', () => {
    const rows = TRANSITIONS.flatMap((row) => row.by.map((role) => `${row.from} ${row.action} ${role} → ${row.to}`))
    expect(rows.sort()).toEqual(LEGAL.map(([from, action, role, to]) => `${from} ${action} ${role} → ${to}`).sort())
  })

  it.each([
    ['29:59', CANCEL_WINDOW_MS - 1000, true],
    ['30:00', CANCEL_WINDOW_MS, true],
    ['30:00.001', CANCEL_WINDOW_MS + 1, false],
    ['30:01', CANCEL_WINDOW_MS + 1000, false],
  ])('a sender cancelling at %s after paying: allowed %s', (_label, elapsed, allowed) => {
    const decision = decideTransition({ status: 'PENDING', createdAt: PAID_AT }, 'cancel', 'sender', at(elapsed))
    expect(decision.allowed).toBe(allowed)
    if (!decision.allowed) expect(decision).toEqual({ allowed: false, reason: CANCEL_WINDOW_PASSED, because: 'time' })
  })

  it('says why a move is refused by role (403), and staff have no window: a week later they can still cancel before payout', () => {
    const pending = { status: 'PENDING' as const, createdAt: PAID_AT }
    expect(decideTransition(pending, 'payOut', 'sender', at(0))).toMatchObject({ because: 'role' })
    expect(decideTransition(pending, 'cancel', 'staff', at(7 * 24 * 60 * 60 * 1000)).allowed).toBe(true)
  })

  it.each([
    ['PAID', 'cancel', 'sender', PAID_IS_FINAL],
    ['CANCELLED', 'cancel', 'staff', CANCELLED_IS_FINAL],
    ['ON_HOLD', 'payOut', 'staff', ON_HOLD_NO_PAYOUT],
    ['ON_HOLD', 'cancel', 'sender', ON_HOLD_SENDER_CANCEL],
  ] as const)('says why a move is refused by state (409): %s, %s by %s', (status, action, role, reason) => {
    expect(decideTransition({ status, createdAt: PAID_AT }, action, role, at(0))).toEqual({ allowed: false, reason, because: 'state' })
  })
})
