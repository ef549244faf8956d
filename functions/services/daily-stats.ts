import { fromCents } from '../../shared/money/money'
import { dayRange, type DailyStats } from '../../shared/transfers/daily-stats'
import { getDayCounters } from '../store/daily-stats-store'

/**
 * Everyone's live transfers per UTC creation day for the `days` days ending with `now`'s day, oldest
 * first, with zeros for days without transfers. Read from the day counters: one Query whatever the
 * number of transfers.
 */
export async function dailyTransferStats(days: number, now: Date): Promise<DailyStats> {
  const range = dayRange(now, days)
  const first = range[0]
  const last = range.at(-1)
  if (first === undefined || last === undefined) return { days: [] }
  const counters = new Map((await getDayCounters(first, last)).map((day) => [day.date, day]))
  return {
    days: range.map((date) => {
      const day = counters.get(date)
      return {
        date,
        count: day?.count ?? 0,
        amount: fromCents(day?.amountCents ?? 0),
        fees: fromCents(day?.feesCents ?? 0),
        total: fromCents(day?.totalCents ?? 0),
        amountCents: day?.amountCents ?? 0,
        feesCents: day?.feesCents ?? 0,
        totalCents: day?.totalCents ?? 0,
        feeRevenueCents: day?.feeRevenueCents ?? 0,
        fxRevenueCents: day?.fxRevenueCents ?? 0,
      }
    }),
  }
}
