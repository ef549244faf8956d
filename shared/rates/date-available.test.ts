import { describe, expect, it } from 'vitest'
import { PAYMENT_TYPES } from '../transfers/transfer-options'
import { dateAvailable, deliverySpeed } from './date-available'

describe('date available', () => {
  it('is the same day, in the destination’s calendar, for cash and mobile money', () => {
    // 22:30 UTC on Tuesday is already Wednesday in Nairobi (UTC+3), still Tuesday in Kigali until 22:00 UTC.
    expect(dateAvailable('ke', 'Cash Collection', new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25')
    expect(dateAvailable('ke', 'Mobile Money', new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24')
    expect(dateAvailable('rw', 'Mobile Money', new Date('2026-11-24T21:59:59Z'))).toBe('2026-11-24')
    expect(dateAvailable('rw', 'Mobile Money', new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25')
  })

  it('counts business days for a bank transfer, skipping the destination’s weekend', () => {
    // Friday in Nairobi → next business day is Monday.
    expect(dateAvailable('ke', 'Bank Transfer', new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-30')
    // Thursday in Istanbul → Friday.
    expect(dateAvailable('tr', 'Bank Transfer', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-27')
    // Thursday in Kampala, two business days → Monday.
    expect(dateAvailable('ug', 'Bank Transfer', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-30')
    // Djibouti rests Friday and Saturday: Thursday + 2 → Monday.
    expect(dateAvailable('dj', 'Bank Transfer', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-30')
    // Somalia rests Friday: Thursday + 2 → Sunday.
    expect(dateAvailable('so', 'Bank Transfer', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-29')
  })

  it('is what the site promises per method: the speed and the date come from one rule', () => {
    expect(deliverySpeed('ke', 'Cash Collection')).toEqual({ kind: 'same-day' })
    expect(deliverySpeed('ke', 'Bank Transfer')).toEqual({ kind: 'business-days', days: 1 })
    expect(deliverySpeed('so', 'Bank Transfer')).toEqual({ kind: 'business-days', days: 2 })
    // On a Monday morning in every destination, a promise of N business days is the date N days on.
    const monday = new Date('2026-11-30T06:00:00Z')
    for (const country of ['so', 'ke', 'et', 'ug', 'tz', 'dj', 'rw', 'tr'])
      for (const type of PAYMENT_TYPES) {
        const speed = deliverySpeed(country, type)
        const days = speed.kind === 'same-day' ? 0 : speed.days
        expect(dateAvailable(country, type, monday), `${country} ${type}`).toBe(
          new Date(monday.getTime() + days * 86_400_000).toISOString().slice(0, 10),
        )
      }
  })
})
