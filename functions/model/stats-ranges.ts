import type { StatsUnit } from './transfer-counters'

/** The open ends of a day range: the years `DayFilterSchema` accepts. */
export const FIRST_DAY = '2000-01-01'
export const LAST_DAY = '2999-12-31'

/** Periods `lo`..`hi` (inclusive) of one unit: days 'YYYY-MM-DD' or months 'YYYY-MM'. */
export interface StatsRange {
  unit: StatsUnit
  lo: string
  hi: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The last day of a month 'YYYY-MM' ('2024-02' → '2024-02-29'). */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 0)).getUTCDate()
  return `${month}-${pad(last)}`
}

/** The month after (`step` 1) or before (`step` -1) 'YYYY-MM'. */
export function shiftMonth(month: string, step: 1 | -1): string {
  const [year, monthNumber] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 0, (monthNumber ?? 1) - 1 + step, 1))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`
}

/**
 * The fewest bucket ranges that cover the days `from`..`to` (inclusive, 'YYYY-MM-DD', from ≤ to):
 * day buckets for the partial month at each end, month buckets for every whole month between. So
 * any range reads at most 2 × 31 day buckets plus its months per destination, never one per day of
 * a long range.
 */
export function statsRanges(from: string, to: string): StatsRange[] {
  const fromMonth = from.slice(0, 7)
  const toMonth = to.slice(0, 7)
  const startsMonth = from.endsWith('-01')
  const endsMonth = to === lastDayOf(toMonth)
  if (fromMonth === toMonth) {
    return [startsMonth && endsMonth ? { unit: 'MONTH', lo: fromMonth, hi: fromMonth } : { unit: 'DAY', lo: from, hi: to }]
  }
  const ranges: StatsRange[] = []
  const firstWhole = startsMonth ? fromMonth : shiftMonth(fromMonth, 1)
  const lastWhole = endsMonth ? toMonth : shiftMonth(toMonth, -1)
  if (!startsMonth) ranges.push({ unit: 'DAY', lo: from, hi: lastDayOf(fromMonth) })
  if (firstWhole <= lastWhole) ranges.push({ unit: 'MONTH', lo: firstWhole, hi: lastWhole })
  if (!endsMonth) ranges.push({ unit: 'DAY', lo: `${toMonth}-01`, hi: to })
  return ranges
}
