import { Trans, useLingui } from '@lingui/react/macro'
import { StatCards } from '../../../components/stat-cards/stat-cards'
import { fromCents } from '../../../../../shared/money/money'
import type { Transfer, TransferStats } from '../../../../../shared/transfers/transfer-schemas'
import { formatCount, formatUsd, formatWholeUsd } from '../../../lib/format'

/**
 * The figures of a set of transfers, summed in cents. The dashboard uses it for a search whose
 * every match is loaded: the API's counters cover status, destination and days, not search text.
 */
export function statsOfRows(rows: readonly Transfer[]): TransferStats {
  const paid = rows.filter((t) => t.status === 'PAID').length
  const cancelled = rows.filter((t) => t.status === 'CANCELLED').length
  // A cancelled transfer was refunded: it is counted, but it is no revenue.
  const kept = rows.filter((t) => t.status !== 'CANCELLED')
  const revenueCents = kept.reduce((sum, t) => sum + t.totalCents, 0)
  const feesCents = kept.reduce((sum, t) => sum + t.feeCents, 0)
  return {
    total: rows.length,
    paid,
    pending: rows.length - paid - cancelled,
    cancelled,
    onHold: rows.filter((t) => t.status === 'ON_HOLD').length,
    revenue: fromCents(revenueCents),
    fees: fromCents(feesCents),
    revenueCents,
    feesCents,
  }
}

/**
 * Spec 2.7: Total Customers (the filtered count), Paid Transactions, Pending, Total Revenue (whole
 * USD); then Cancelled (refunded transfers leave Pending and Revenue) and On Hold
 * (transfers waiting for compliance review, also counted in Pending).
 */
export function TransferStatCards({ stats }: { stats: TransferStats }) {
  const { t } = useLingui()
  const cards = [
    { label: t`Total Customers`, value: formatCount(stats.total) },
    { label: t`Paid Transactions`, value: formatCount(stats.paid) },
    { label: t`Pending`, value: formatCount(stats.pending) },
    { label: t`Cancelled`, value: formatCount(stats.cancelled) },
    { label: t`On Hold`, value: formatCount(stats.onHold) },
    { label: t`Total Revenue`, value: formatWholeUsd(stats.revenueCents) },
  ]
  return <StatCards label={t`Customer statistics`} stats={cards} />
}

/** Spec 2.7: the 'Total & Fees' box, over every record of the filter. */
export function TotalAndFees({ stats }: { stats: TransferStats }) {
  const { t } = useLingui()
  return (
    <section className="total-fees surface surface--raised" aria-labelledby="total-fees-title">
      <h3 id="total-fees-title" className="total-fees__title">
        <Trans>Total &amp; Fees</Trans>
      </h3>
      <dl className="total-fees__list">
        <div>
          <dt>{t`Total`}</dt>
          <dd>{formatUsd(stats.revenueCents)}</dd>
        </div>
        <div>
          <dt>{t`Fees`}</dt>
          <dd>{formatUsd(stats.feesCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
