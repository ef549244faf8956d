import * as z from 'zod/mini'
import { coercedNumber } from '../api/coerced-number'

/** How many days the admin chart shows by default, and the most one call may ask for. */
export const DEFAULT_STATS_DAYS = 30
export const MAX_STATS_DAYS = 90

export const STATS_DAYS_MESSAGE = `Days must be a whole number from 1 to ${MAX_STATS_DAYS}`

/** `?days=`: how many days, ending today (UTC), the daily figures cover. */
export const DailyStatsQuerySchema = z.object({
  days: z.optional(
    coercedNumber(STATS_DAYS_MESSAGE).check(
      z.refine(Number.isInteger, STATS_DAYS_MESSAGE),
      z.minimum(1, STATS_DAYS_MESSAGE),
      z.maximum(MAX_STATS_DAYS, STATS_DAYS_MESSAGE),
    ),
  ),
})

/**
 * One UTC day: the transfers created that day and not cancelled, their sums in dollars and in cents,
 * and what the ledger earned on them (at their payouts, counted on the day they were created).
 */
const DayStatsSchema = z.object({
  /** 'YYYY-MM-DD' (UTC). */
  date: z.string(),
  count: z.number(),
  /** Sum of the amounts sent (inputValue): the volume sent. */
  amount: z.number(),
  /** The fees charged (earned only once paid out: `feeRevenueCents`). */
  fees: z.number(),
  total: z.number(),
  amountCents: z.number().check(z.int()),
  feesCents: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
  /** The ledger's fee revenue ('fee-revenue') of that day's transfers. */
  feeRevenueCents: z.number().check(z.int()),
  /** The ledger's FX revenue ('fx-margin-revenue') of that day's transfers. */
  fxRevenueCents: z.number().check(z.int()),
})

/** Every day of the range, oldest first, days without transfers included (as zeros). */
export const DailyStatsSchema = z.object({ days: z.array(DayStatsSchema) })
export type DailyStats = z.infer<typeof DailyStatsSchema>

/** The UTC calendar day of an instant: '2026-03-09'. */
export const utcDay = (time: Date | string): string => new Date(time).toISOString().slice(0, 10)

/**
 * The `days` UTC dates ending with `today`'s, oldest first: (2026-03-09, 3) →
 * ['2026-03-07', '2026-03-08', '2026-03-09'].
 */
export function dayRange(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Array.from({ length: days }, (_, i) => utcDay(new Date(end - (days - 1 - i) * 86_400_000)))
}
