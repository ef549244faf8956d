import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { DailyStatsQuerySchema, dayRange, MAX_STATS_DAYS, STATS_DAYS_MESSAGE, utcDay } from './daily-stats'

describe('dayRange', () => {
  it('ends with today (UTC) and lists the days oldest first', () => {
    expect(dayRange(new Date('2026-03-09T23:59:59.999Z'), 3)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09'])
  })

  it('crosses month, year and leap-day boundaries', () => {
    expect(dayRange(new Date('2028-03-01T00:00:00.000Z'), 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(dayRange(new Date('2027-01-01T12:00:00.000Z'), 2)).toEqual(['2026-12-31', '2027-01-01'])
  })

  it('gives exactly `days` distinct dates', () => {
    const range = dayRange(new Date('2026-06-15T08:00:00.000Z'), MAX_STATS_DAYS)
    expect(range).toHaveLength(MAX_STATS_DAYS)
    expect(new Set(range).size).toBe(MAX_STATS_DAYS)
    expect(range.at(-1)).toBe('2026-06-15')
  })
})

it('utcDay takes the UTC date of an instant, not the local one', () => {
  expect(utcDay('2026-03-09T23:30:00.000-05:00')).toBe('2026-03-10')
  expect(utcDay(new Date('2026-03-09T00:00:00.000Z'))).toBe('2026-03-09')
})

describe('DailyStatsQuerySchema', () => {
  it.each([
    [{}, undefined],
    [{ days: '1' }, 1],
    [{ days: '30' }, 30],
    [{ days: String(MAX_STATS_DAYS) }, MAX_STATS_DAYS],
  ])('accepts %j', (query, days) => {
    expect(z.parse(DailyStatsQuerySchema, query).days).toBe(days)
  })

  it.each(['0', '-1', '1.5', String(MAX_STATS_DAYS + 1), 'thirty'])('refuses days=%s with one message', (days) => {
    const parsed = z.safeParse(DailyStatsQuerySchema, { days })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(STATS_DAYS_MESSAGE)
  })
})
