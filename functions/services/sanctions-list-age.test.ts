import { describe, expect, it } from 'vitest'
import { SANCTIONS_LIST_MAX_AGE_HOURS, sanctionsListAgeHours } from './sanctions-list'

const pointer = { version: '20261120T000000Z-abc', entries: 10, chunks: 1, loadedAt: '2026-11-20T00:00:00.000Z', source: 'test' }

describe('the sanctions list age the daily check publishes', () => {
  it('counts whole hours from the load, or from the last load that found the files current, whichever is later', () => {
    expect(sanctionsListAgeHours(pointer, new Date('2026-11-20T05:59:59Z'))).toBe(5)
    expect(sanctionsListAgeHours({ ...pointer, checkedAt: '2026-11-27T00:00:00.000Z' }, new Date('2026-11-28T00:00:00Z'))).toBe(24)
    // A checkedAt older than the load (never written that way, but an old pointer) does not make it older.
    expect(sanctionsListAgeHours({ ...pointer, checkedAt: '2026-11-01T00:00:00.000Z' }, new Date('2026-11-20T01:00:00Z'))).toBe(1)
  })

  it('is the alarm threshold exactly 8 days after the load, and over it an hour later', () => {
    const loaded = Date.parse(pointer.loadedAt)
    expect(sanctionsListAgeHours(pointer, new Date(loaded + SANCTIONS_LIST_MAX_AGE_HOURS * 3_600_000))).toBe(SANCTIONS_LIST_MAX_AGE_HOURS)
    expect(sanctionsListAgeHours(pointer, new Date(loaded + (SANCTIONS_LIST_MAX_AGE_HOURS + 1) * 3_600_000))).toBeGreaterThan(
      SANCTIONS_LIST_MAX_AGE_HOURS,
    )
  })

  it('is unknown when no list was ever loaded, and never negative for a clock behind the load', () => {
    expect(sanctionsListAgeHours(undefined, new Date())).toBeUndefined()
    expect(sanctionsListAgeHours(pointer, new Date('2026-11-19T00:00:00Z'))).toBe(0)
  })
})
