import { paginateQuery } from '@aws-sdk/lib-dynamodb'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { bucketPartition } from '../model/transfer-counters'

/** One UTC day of everyone's live transfers that were not cancelled, summed over destinations, and what the ledger earned on them. */
export interface DayCounters {
  /** 'YYYY-MM-DD' (UTC). */
  date: string
  count: number
  /** Sum of the amounts sent: total − fees. */
  amountCents: number
  feesCents: number
  totalCents: number
  /** The ledger's figures, from the counters the moves' postings ADD to. */
  feeRevenueCents: number
  fxRevenueCents: number
}

/**
 * Everyone's day buckets from `from` to `to` (inclusive, 'YYYY-MM-DD'), summed per day, oldest
 * first. The buckets (one per UTC creation day and destination, kept exact by the transfer write
 * transactions, see `transfer-stats.ts`) sort by day, so the range is one Query of at most
 * days × destinations small items (90 × 8 ≈ 100 KB), whatever the number of transfers. Days
 * without a transfer have no bucket and are left out.
 */
export async function getDayCounters(from: string, to: string): Promise<DayCounters[]> {
  const { pk, skPrefix } = bucketPartition(undefined, 'DAY')
  const days = new Map<string, DayCounters>()
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // Sort keys are '<day>#<countryId>': '~' sorts after every destination of the last day.
      ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${from}`, ':to': `${skPrefix}${to}#~` },
    },
  )
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const date = String(item.sk).slice(skPrefix.length, skPrefix.length + 10)
      const n = (name: string) => Number(item[name] ?? 0)
      const day = days.get(date) ?? { date, count: 0, amountCents: 0, feesCents: 0, totalCents: 0, feeRevenueCents: 0, fxRevenueCents: 0 }
      // Cancelled transfers stay in `count` (they keep their record) but sent nothing, and their sums are already out.
      day.count += n('count') - n('cancelled')
      day.feesCents += n('feesCents')
      day.totalCents += n('revenueCents')
      day.amountCents += n('revenueCents') - n('feesCents')
      day.feeRevenueCents += n('feeRevenueCents')
      day.fxRevenueCents += n('fxRevenueCents')
      days.set(date, day)
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}
