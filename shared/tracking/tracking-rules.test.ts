import { describe, expect, it } from 'vitest'
import { TRACKING_TOKEN_PATTERN, trackingExpiry, trackingOpen, trackingStatusOf, type TrackingSubject } from './tracking-rules'

const DAY = 24 * 60 * 60 * 1000
const base: TrackingSubject = {
  status: 'PENDING',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  payout: { dateAvailable: '2026-11-27' },
}

describe('tracking link rules', () => {
  it('works while the money is still under way, however late', () => {
    expect(trackingExpiry(base)).toBeUndefined()
    expect(trackingOpen(base, Date.parse('2027-06-01T00:00:00.000Z'))).toBe(true)
    expect(trackingOpen({ ...base, status: 'ON_HOLD' }, Date.parse('2027-06-01T00:00:00.000Z'))).toBe(true)
  })

  it('closes 30 days after the later of the end of the date available and the payout', () => {
    // Paid before the date available: 30 days after the end of Nov 27.
    const early = { ...base, status: 'PAID' as const, updatedAt: '2026-11-26T12:00:00.000Z' }
    const end = Date.parse('2026-11-28T00:00:00.000Z') + 30 * DAY
    expect(trackingExpiry(early)).toBe(end)
    expect(trackingOpen(early, end - 1)).toBe(true)
    expect(trackingOpen(early, end)).toBe(false)
    // Paid late: 30 days after the payout.
    const late = { ...base, status: 'PAID' as const, updatedAt: '2026-12-20T08:00:00.000Z' }
    expect(trackingExpiry(late)).toBe(Date.parse('2026-12-20T08:00:00.000Z') + 30 * DAY)
  })

  it('a cancelled transfer closes 30 days after its cancellation; an archived one at once', () => {
    const cancelled = {
      ...base,
      status: 'CANCELLED' as const,
      cancellation: { at: '2026-12-01T00:00:00.000Z' },
      updatedAt: '2026-12-02T00:00:00.000Z',
    }
    expect(trackingExpiry(cancelled)).toBe(Date.parse('2026-12-01T00:00:00.000Z') + 30 * DAY)
    expect(trackingOpen({ ...base, archivedAt: '2026-11-26T11:00:00.000Z' }, Date.parse('2026-11-26T11:00:01.000Z'))).toBe(false)
  })

  it('a transfer made before quotes counts from its creation day', () => {
    const old = { ...base, payout: undefined, status: 'PAID' as const, updatedAt: '2026-11-26T10:00:00.000Z' }
    expect(trackingExpiry(old)).toBe(Date.parse('2026-11-27T00:00:00.000Z') + 30 * DAY)
  })

  it('shows the recipient a status without naming a review', () => {
    expect(trackingStatusOf('PENDING', 'Cash Collection')).toBe('ready')
    expect(trackingStatusOf('PENDING', 'Mobile Money')).toBe('on-the-way')
    expect(trackingStatusOf('PENDING', 'Bank Transfer')).toBe('on-the-way')
    expect(trackingStatusOf('ON_HOLD', 'Cash Collection')).toBe('on-the-way')
    expect(trackingStatusOf('PAID', 'Bank Transfer')).toBe('paid')
    expect(trackingStatusOf('CANCELLED', 'Cash Collection')).toBe('cancelled')
  })

  it('a token is 22 base64url characters (128 bits)', () => {
    expect(TRACKING_TOKEN_PATTERN.test('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true)
    expect(TRACKING_TOKEN_PATTERN.test('a-b_c'.padEnd(22, 'x'))).toBe(true)
    expect(TRACKING_TOKEN_PATTERN.test('short')).toBe(false)
    expect(TRACKING_TOKEN_PATTERN.test('A'.repeat(21) + '/')).toBe(false)
  })
})
