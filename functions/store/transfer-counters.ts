import type { TransferStatus } from '../../shared/transfers/transfer-options'
import { keyOf, prefixOf, type ItemKey } from './table-keys'
import type { TransferRecord } from './transfer-record'

/**
 * The dashboard counters (spec 2.7 stat cards and 'Total & Fees'), kept exact by the write
 * transactions instead of counted on read: every create, status change and delete ADDs its delta to
 *
 * - the totals: everyone's (`STATS#ALL`) and the sender's (`USER#<sub>` / `STATS`), and
 * - buckets of the transfer's UTC creation day and month and its destination, everyone's and the
 *   sender's (entities `totals`, `ownerTotals`, `bucket`, `ownerBucket` in `table-keys.ts`).
 *
 * An unfiltered dashboard reads one totals item. A filter by destination and/or days sums the
 * buckets of the range (`statsRanges`: day buckets for the partial months at the ends, month
 * buckets between — at most 62 days + the months, × 8 destinations), so the cost follows the range,
 * never the number of transfers. A status filter is answered from the same items, because each keeps
 * the PAID share of revenue and fees.
 */
export interface Stats {
  count: number
  paid: number
  pending: number
  revenueCents: number
  feesCents: number
  paidRevenueCents: number
  paidFeesCents: number
}

export const ZERO_STATS: Stats = Object.freeze({
  count: 0,
  paid: 0,
  pending: 0,
  revenueCents: 0,
  feesCents: 0,
  paidRevenueCents: 0,
  paidFeesCents: 0,
})

/** What a dashboard may narrow its figures by (the list's own filters, search text aside). */
export interface StatsFilter {
  status?: TransferStatus
  countryId?: string
  /** First UTC day, 'YYYY-MM-DD', inclusive. */
  from?: string
  /** Last UTC day, inclusive. */
  to?: string
}

/** What one transfer adds to (sign 1) or takes from (sign -1) every counter it counts in. */
export function statsOf(record: Pick<TransferRecord, 'status' | 'totalCents' | 'feeCents'>, sign: 1 | -1): Partial<Stats> {
  const paid = record.status === 'PAID'
  return {
    count: sign,
    paid: paid ? sign : 0,
    pending: paid ? 0 : sign,
    revenueCents: sign * record.totalCents,
    feesCents: sign * record.feeCents,
    paidRevenueCents: paid ? sign * record.totalCents : 0,
    paidFeesCents: paid ? sign * record.feeCents : 0,
  }
}

/** The counters a status change moves (PENDING → PAID is +1 paid, −1 pending, and its sums become paid sums). */
export function statusChangeOf(record: Pick<TransferRecord, 'totalCents' | 'feeCents'>, to: TransferStatus): Partial<Stats> {
  const sign = to === 'PAID' ? 1 : -1
  return { paid: sign, pending: -sign, paidRevenueCents: sign * record.totalCents, paidFeesCents: sign * record.feeCents }
}

/** Counter buckets: one per UTC day (`2026-01-05`) or month (`2026-01`) and destination. */
export type StatsUnit = 'DAY' | 'MONTH'

/** Where one scope's buckets of one unit live: a partition, and the sort-key start their periods follow. */
export interface BucketPartition {
  pk: string
  skPrefix: string
}
export const bucketPartition = (ownerId: string | undefined, unit: StatsUnit): BucketPartition =>
  ownerId === undefined
    ? { pk: prefixOf('bucket', 'pk', { unit }), skPrefix: prefixOf('bucket', 'sk', { unit }) }
    : { pk: prefixOf('ownerBucket', 'pk', { ownerId }), skPrefix: prefixOf('ownerBucket', 'sk', { ownerId, unit }) }

const bucketKey = (ownerId: string | undefined, unit: StatsUnit, period: string, countryId: string): ItemKey =>
  ownerId === undefined ? keyOf('bucket', { unit, period, countryId }) : keyOf('ownerBucket', { ownerId, unit, period, countryId })

/** The totals item of a scope: everyone's, or one sender's. */
export const totalsKey = (ownerId: string | undefined): ItemKey => (ownerId === undefined ? keyOf('totals', {}) : keyOf('ownerTotals', { ownerId }))

/** The keys of every counter item of a transfer: both totals, then its day and month buckets for everyone and for its sender. */
export function counterKeys(record: Pick<TransferRecord, 'ownerId' | 'createdAt' | 'countryId'>): ItemKey[] {
  const day = record.createdAt.slice(0, 10)
  const month = record.createdAt.slice(0, 7)
  return [
    totalsKey(undefined),
    totalsKey(record.ownerId),
    ...[undefined, record.ownerId].flatMap((owner) => [
      bucketKey(owner, 'DAY', day, record.countryId),
      bucketKey(owner, 'MONTH', month, record.countryId),
    ]),
  ]
}

/** A stored counter item as numbers; a missing item or field is 0. */
export function readCounters(item: Record<string, unknown> | undefined): Stats {
  const n = (name: keyof Stats) => Number(item?.[name] ?? 0)
  return {
    count: n('count'),
    paid: n('paid'),
    pending: n('pending'),
    revenueCents: n('revenueCents'),
    feesCents: n('feesCents'),
    paidRevenueCents: n('paidRevenueCents'),
    paidFeesCents: n('paidFeesCents'),
  }
}

export const addStats = (a: Stats, b: Stats): Stats => ({
  count: a.count + b.count,
  paid: a.paid + b.paid,
  pending: a.pending + b.pending,
  revenueCents: a.revenueCents + b.revenueCents,
  feesCents: a.feesCents + b.feesCents,
  paidRevenueCents: a.paidRevenueCents + b.paidRevenueCents,
  paidFeesCents: a.paidFeesCents + b.paidFeesCents,
})

/** The figures of one status out of counters that hold both. */
export function forStatus(stats: Stats, status: TransferStatus | undefined): Stats {
  if (status === 'PAID') {
    return {
      ...ZERO_STATS,
      count: stats.paid,
      paid: stats.paid,
      revenueCents: stats.paidRevenueCents,
      feesCents: stats.paidFeesCents,
      paidRevenueCents: stats.paidRevenueCents,
      paidFeesCents: stats.paidFeesCents,
    }
  }
  if (status === 'PENDING') {
    return {
      ...ZERO_STATS,
      count: stats.pending,
      pending: stats.pending,
      revenueCents: stats.revenueCents - stats.paidRevenueCents,
      feesCents: stats.feesCents - stats.paidFeesCents,
    }
  }
  return stats
}
