import { describe, expect, it } from 'vitest'
import { lastDayOf, shiftMonth, statsRanges } from './stats-ranges'

/** The buckets statsRanges answers: the days, or the whole months, from `lo` to `hi`. */
const dayRange = (lo: string, hi: string) => ({ unit: 'DAY', lo, hi })
const monthRange = (lo: string, hi: string) => ({ unit: 'MONTH', lo, hi })

describe('statsRanges: the fewest day/month buckets that cover a range of days', () => {
  it.each([
    ['one day', '2026-01-05', '2026-01-05', [dayRange('2026-01-05', '2026-01-05')]],
    ['days inside one month', '2026-01-05', '2026-01-20', [dayRange('2026-01-05', '2026-01-20')]],
    ['one whole month', '2026-02-01', '2026-02-28', [monthRange('2026-02', '2026-02')]],
    ['a whole leap February', '2024-02-01', '2024-02-29', [monthRange('2024-02', '2024-02')]],
    ['February 1–28 of a leap year is not whole', '2024-02-01', '2024-02-28', [dayRange('2024-02-01', '2024-02-28')]],
    [
      'partial months at both ends, whole months between',
      '2026-01-05',
      '2026-04-10',
      [dayRange('2026-01-05', '2026-01-31'), monthRange('2026-02', '2026-03'), dayRange('2026-04-01', '2026-04-10')],
    ],
    [
      'two partial neighbouring months: no month buckets',
      '2026-01-20',
      '2026-02-10',
      [dayRange('2026-01-20', '2026-01-31'), dayRange('2026-02-01', '2026-02-10')],
    ],
    ['whole months only', '2025-11-01', '2026-02-28', [monthRange('2025-11', '2026-02')]],
    [
      'a whole start month and a partial end month',
      '2025-12-01',
      '2026-01-15',
      [monthRange('2025-12', '2025-12'), dayRange('2026-01-01', '2026-01-15')],
    ],
    ['open at both ends', '2000-01-01', '2999-12-31', [monthRange('2000-01', '2999-12')]],
  ])('%s: %s … %s', (_name, from, to, expected) => {
    expect(statsRanges(from, to)).toEqual(expected)
  })

  it('covers every day of any range exactly once (every day from 2023 to 2026 as a start, many lengths)', () => {
    const days: string[] = []
    for (let t = Date.UTC(2023, 10, 1); t <= Date.UTC(2024, 3, 30); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10))
    const expand = (from: string, to: string) =>
      statsRanges(from, to).flatMap((range) =>
        days.filter((day) =>
          range.unit === 'DAY' ? day >= range.lo && day <= range.hi : day.slice(0, 7) >= range.lo && day.slice(0, 7) <= range.hi,
        ),
      )
    for (let i = 0; i < days.length; i += 3) {
      for (const length of [0, 1, 27, 28, 29, 30, 31, 45, 60, 100]) {
        const from = days[i]
        const to = days[i + length]
        if (!from || !to) continue
        expect(expand(from, to), `${from}…${to}`).toEqual(days.slice(i, i + length + 1))
      }
    }
  })
})

describe('month helpers', () => {
  it('knows the last day of each month, leap years included', () => {
    expect(['2026-01', '2026-02', '2024-02', '2100-02', '2000-02', '2026-04', '2026-12'].map(lastDayOf)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2024-02-29',
      '2100-02-28',
      '2000-02-29',
      '2026-04-30',
      '2026-12-31',
    ])
  })

  it('steps across years', () => {
    expect([shiftMonth('2026-12', 1), shiftMonth('2026-01', -1), shiftMonth('2026-06', 1)]).toEqual(['2027-01', '2025-12', '2026-07'])
  })
})
