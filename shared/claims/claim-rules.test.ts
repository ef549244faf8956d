import { describe, expect, it } from 'vitest'
import {
  canReportProblem,
  CLAIM_CANCELLED,
  CLAIM_NOT_YET_DUE,
  CLAIM_SENDER_ONLY,
  CLAIM_TOO_LATE,
  CLAIM_TYPES,
  claimDeadline,
  claimDueAt,
  isOverdue,
} from './claim-rules'

const DAY = 24 * 60 * 60 * 1000
const transfer = { status: 'PAID' as const, ownerId: 'u1', countryId: 'ke', payout: { dateAvailable: '2026-01-10' } }
const noonOf = (day: string) => Date.parse(`${day}T12:00:00.000Z`)

describe('claim rules (12 CFR 1005.33)', () => {
  it('takes reports through the 180th day after the date available, not after', () => {
    // Jan 10 + 180 days is Jul 9: reports are taken to the end of that day.
    expect(claimDeadline('2026-01-10')).toBe(Date.parse('2026-07-10T00:00:00.000Z'))
    expect(canReportProblem(transfer, { id: 'u1' }, noonOf('2026-01-10') + 180 * DAY)).toEqual({ allowed: true })
    expect(canReportProblem(transfer, { id: 'u1' }, Date.parse('2026-07-09T23:59:59.999Z')).allowed).toBe(true)
    expect(canReportProblem(transfer, { id: 'u1' }, Date.parse('2026-07-10T00:00:00.000Z'))).toEqual({
      allowed: false,
      reason: CLAIM_TOO_LATE,
      because: 'time',
    })
  })

  it('is the sender’s, and not on a cancelled transfer', () => {
    expect(canReportProblem(transfer, { id: 'staff' }, noonOf('2026-01-11'))).toMatchObject({ reason: CLAIM_SENDER_ONLY, because: 'role' })
    expect(canReportProblem({ ...transfer, status: 'CANCELLED' }, { id: 'u1' }, noonOf('2026-01-11'))).toMatchObject({ reason: CLAIM_CANCELLED })
    for (const status of ['PENDING', 'ON_HOLD'] as const)
      expect(canReportProblem({ ...transfer, status }, { id: 'u1' }, noonOf('2026-01-11')).allowed).toBe(true)
  })

  it('money not received is not yet an error before the date available (Reg E 1005.33(a)(1)(iv)); other reports are taken at once', () => {
    const pending = { ...transfer, status: 'PENDING' as const }
    // Jan 10 in Kenya (UTC+3) begins at 21:00 UTC on Jan 9.
    const lastMomentBefore = Date.parse('2026-01-09T20:59:59.999Z')
    const dayStarts = Date.parse('2026-01-09T21:00:00.000Z')
    expect(canReportProblem(pending, { id: 'u1' }, lastMomentBefore, 'not-received')).toEqual({
      allowed: false,
      reason: CLAIM_NOT_YET_DUE,
      because: 'not-due',
    })
    expect(canReportProblem(pending, { id: 'u1' }, dayStarts, 'not-received')).toEqual({ allowed: true })
    expect(canReportProblem(transfer, { id: 'u1' }, dayStarts + 3 * DAY, 'not-received')).toEqual({ allowed: true })
    for (const type of CLAIM_TYPES.filter((other) => other !== 'not-received'))
      expect(canReportProblem(pending, { id: 'u1' }, lastMomentBefore - 5 * DAY, type), type).toEqual({ allowed: true })
    // Without a type (the details page offering the form) the date does not matter yet.
    expect(canReportProblem(pending, { id: 'u1' }, lastMomentBefore).allowed).toBe(true)
    // Rwanda (UTC+2): its Jan 10 begins an hour later.
    expect(canReportProblem({ ...pending, countryId: 'rw' }, { id: 'u1' }, dayStarts, 'not-received')).toMatchObject({ because: 'not-due' })
    expect(canReportProblem({ ...pending, countryId: 'rw' }, { id: 'u1' }, dayStarts + 60 * 60 * 1000, 'not-received').allowed).toBe(true)
    // The other rules come first: a stranger is told it is not theirs, not that it is early.
    expect(canReportProblem(pending, { id: 'x' }, lastMomentBefore, 'not-received')).toMatchObject({ because: 'role' })
  })

  it('is due 90 days after the report, and overdue only while open past that', () => {
    const due = claimDueAt('2026-01-11T09:30:00.000Z')
    expect(due).toBe('2026-04-11T09:30:00.000Z')
    expect(isOverdue({ status: 'OPEN', dueAt: due }, Date.parse(due))).toBe(false)
    expect(isOverdue({ status: 'OPEN', dueAt: due }, Date.parse(due) + 1)).toBe(true)
    expect(isOverdue({ status: 'RESOLVED', dueAt: due }, Date.parse(due) + DAY)).toBe(false)
  })
})
