import { LEDGER_FIGURE_FIELDS, ledgerFiguresOf, type LedgerFigures } from '../../shared/ledger/ledger-figures'
import type { JournalEntry } from '../../shared/ledger/journal'
import type { TransferStatus } from '../../shared/transfers/transfer-options'
import type { TransferStats } from '../../shared/transfers/transfer-list'
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
 * the PAID and ON_HOLD shares of the sums.
 *
 * Two kinds of figure: what the transfers are (counts by status, the totals and fees charged of the
 * ones not cancelled: status arithmetic, `statsOf`), and what the ledger earned and gave back (the
 * {@link LedgerFigures}: each move ADDs what its own journal postings add to them, `ledgerCountersOf`),
 * so the revenue on a card IS the ledger's, per bucket.
 */
export interface Stats extends LedgerFigures {
  /** Every live transfer, cancelled ones included (they keep their record and stay in the lists). */
  count: number
  paid: number
  /** Not paid out yet and not cancelled: PENDING and ON_HOLD (the API's `pending` is `pending - onHold`). */
  pending: number
  cancelled: number
  onHold: number
  /**
   * The total charged (amount + fees) of everything not cancelled: the stored name is historical,
   * it is no revenue (the revenue is `feeRevenueCents` and `fxRevenueCents`, from the ledger). The
   * volume sent is `revenueCents - feesCents`.
   */
  revenueCents: number
  /** The fees charged on everything not cancelled (earned only at the payout: `feeRevenueCents`). */
  feesCents: number
  paidRevenueCents: number
  paidFeesCents: number
  onHoldRevenueCents: number
  onHoldFeesCents: number
}

export const STATS_FIELDS = [
  'count',
  'paid',
  'pending',
  'cancelled',
  'onHold',
  'revenueCents',
  'feesCents',
  'paidRevenueCents',
  'paidFeesCents',
  'onHoldRevenueCents',
  'onHoldFeesCents',
  ...LEDGER_FIGURE_FIELDS,
] as const satisfies readonly (keyof Stats)[]

export const ZERO_STATS: Stats = Object.freeze(Object.fromEntries(STATS_FIELDS.map((name) => [name, 0])) as unknown as Stats)

/** What a dashboard may narrow its figures by (the list's own filters, search text aside). */
export interface StatsFilter {
  status?: TransferStatus
  countryId?: string
  /** First UTC day, 'YYYY-MM-DD', inclusive. */
  from?: string
  /** Last UTC day, inclusive. */
  to?: string
}

type Counted = Pick<TransferRecord, 'status' | 'totalCents' | 'feeCents'>

/** What one transfer adds to (sign 1) or takes from (sign -1) every counter it counts in. */
export function statsOf(record: Counted, sign: 1 | -1): Stats {
  const { status } = record
  const live = status !== 'CANCELLED'
  const when = (yes: boolean, value: number) => (yes ? sign * value : 0)
  return {
    count: sign,
    paid: when(status === 'PAID', 1),
    pending: when(status === 'PENDING' || status === 'ON_HOLD', 1),
    cancelled: when(status === 'CANCELLED', 1),
    onHold: when(status === 'ON_HOLD', 1),
    revenueCents: when(live, record.totalCents),
    feesCents: when(live, record.feeCents),
    paidRevenueCents: when(status === 'PAID', record.totalCents),
    paidFeesCents: when(status === 'PAID', record.feeCents),
    onHoldRevenueCents: when(status === 'ON_HOLD', record.totalCents),
    onHoldFeesCents: when(status === 'ON_HOLD', record.feeCents),
    ...signedLedger(ZERO_LEDGER, sign),
  }
}

const ZERO_LEDGER: LedgerFigures = Object.freeze(Object.fromEntries(LEDGER_FIGURE_FIELDS.map((name) => [name, 0])) as unknown as LedgerFigures)
const signedLedger = (figures: LedgerFigures, sign: 1 | -1): LedgerFigures =>
  Object.fromEntries(LEDGER_FIGURE_FIELDS.map((name) => [name, sign * figures[name]])) as unknown as LedgerFigures

/** The statuses the ledger's figures may be earned or refunded in: both final, so a figure never has to move to another status's share. */
const SETTLED: readonly TransferStatus[] = ['PAID', 'CANCELLED']

/**
 * What journal `entries` of a transfer add to (sign 1: a move's postings) or take from (sign -1: a
 * deleted transfer's stored journal) its counters. Income, the error-resolution expense and refunds
 * post only when a transfer is paid out or cancelled (final statuses), which is how a status filter
 * can be answered from the totals alone (`forStatus`): a posting that would break that is refused here.
 */
export function ledgerCountersOf(entries: readonly JournalEntry[], status: TransferStatus, sign: 1 | -1 = 1): LedgerFigures {
  const figures = ledgerFiguresOf(entries)
  if (!SETTLED.includes(status) && LEDGER_FIGURE_FIELDS.some((name) => figures[name] !== 0))
    throw new Error(`A ${status} transfer cannot earn or refund: the counters answer status filters from settled transfers only`)
  return signedLedger(figures, sign)
}

/** The counters a status change moves: the transfer counted at its new status, less at its old one. */
function statusChangeOf(record: Counted, to: TransferStatus): Partial<Stats> {
  const before = statsOf(record, -1)
  const after = statsOf({ ...record, status: to }, 1)
  return Object.fromEntries(STATS_FIELDS.map((name) => [name, after[name] + before[name]]))
}

/**
 * What one move ADDs to every counter item of its transfer: a create counts the transfer, a status
 * change moves it between statuses, and the move's own postings add the ledger's figures (a claim
 * refunded after the payout changes no status, yet posts).
 */
export function moveCounters(before: Counted | undefined, after: Counted, postings: readonly JournalEntry[]): Stats {
  const status = before === undefined ? statsOf(after, 1) : { ...ZERO_STATS, ...statusChangeOf(before, after.status) }
  return addStats(status, { ...ZERO_STATS, ...ledgerCountersOf(postings, after.status) })
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
  return Object.fromEntries(STATS_FIELDS.map((name) => [name, Number(item?.[name] ?? 0)])) as unknown as Stats
}

export const addStats = (a: Stats, b: Stats): Stats => Object.fromEntries(STATS_FIELDS.map((name) => [name, a[name] + b[name]])) as unknown as Stats

/** The API's figures (shared/transfers/transfer-list.ts) of counters. */
export const toTransferStats = (stats: Stats): TransferStats => ({
  total: stats.count,
  paid: stats.paid,
  pending: stats.pending - stats.onHold,
  onHold: stats.onHold,
  cancelled: stats.cancelled,
  sentCents: stats.revenueCents - stats.feesCents,
  feesChargedCents: stats.feesCents,
  feeRevenueCents: stats.feeRevenueCents,
  fxRevenueCents: stats.fxRevenueCents,
  claimRefundsCents: stats.claimRefundsCents,
  refundedCents: stats.refundedCents,
})

/** The figures of one status out of counters that hold every status's share. */
export function forStatus(stats: Stats, status: TransferStatus | undefined): Stats {
  switch (status) {
    case undefined:
      return stats
    case 'PAID':
      return {
        ...ZERO_STATS,
        count: stats.paid,
        paid: stats.paid,
        revenueCents: stats.paidRevenueCents,
        feesCents: stats.paidFeesCents,
        paidRevenueCents: stats.paidRevenueCents,
        paidFeesCents: stats.paidFeesCents,
        // Everything earned was earned at a payout; what a paid-out transfer gives back is a claim refund.
        feeRevenueCents: stats.feeRevenueCents,
        fxRevenueCents: stats.fxRevenueCents,
        claimRefundsCents: stats.claimRefundsCents,
        refundedCents: stats.claimRefundsCents,
      }
    case 'CANCELLED':
      return { ...ZERO_STATS, count: stats.cancelled, cancelled: stats.cancelled, refundedCents: stats.refundedCents - stats.claimRefundsCents }
    case 'ON_HOLD':
      return {
        ...ZERO_STATS,
        count: stats.onHold,
        pending: stats.onHold,
        onHold: stats.onHold,
        revenueCents: stats.onHoldRevenueCents,
        feesCents: stats.onHoldFeesCents,
        onHoldRevenueCents: stats.onHoldRevenueCents,
        onHoldFeesCents: stats.onHoldFeesCents,
      }
    case 'PENDING': {
      const waiting = stats.pending - stats.onHold
      return {
        ...ZERO_STATS,
        count: waiting,
        pending: waiting,
        revenueCents: stats.revenueCents - stats.paidRevenueCents - stats.onHoldRevenueCents,
        feesCents: stats.feesCents - stats.paidFeesCents - stats.onHoldFeesCents,
      }
    }
  }
}
