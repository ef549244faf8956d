import { Trans, useLingui } from '@lingui/react/macro'
import { StatCards } from '../../../components/stat-cards/stat-cards'
import { figuresOfTransfers } from '../../../../../shared/transfers/transfer-figures'
import type { Transfer, TransferStats } from '../../../../../shared/transfers/transfer-schemas'
import { formatCount, formatUsd, formatWholeUsd } from '../../../lib/format'
import { Fact } from '../../../components/fact/fact'

/**
 * The figures of a set of transfers. The dashboard uses it for a search whose every match is loaded
 * (the API's counters cover status, destination and days, not search text): the same definition as
 * the server's (shared/transfers/transfer-figures.ts).
 */
export const statsOfRows = (rows: readonly Transfer[]): TransferStats => figuresOfTransfers(rows)

/**
 * Spec 2.7's cards, labelled for what they count. Total Customers (the filtered count), Paid
 * Transactions, Pending (waiting for payout: a transfer on hold is On Hold, not Pending) and
 * Cancelled; then the money. Spec 2.7's "Total Revenue" summed principal and fees, refunded transfers
 * included: staff read instead the volume sent (principal) and the revenue as the ledger records it,
 * fees and FX margin earned at the payouts; a sender reads what they sent, the fees they paid and
 * what was refunded to them.
 */
export function TransferStatCards({ stats, staff }: { stats: TransferStats; staff: boolean }) {
  const { t } = useLingui()
  const counts = [
    { label: t`Total Customers`, value: formatCount(stats.total) },
    { label: t`Paid Transactions`, value: formatCount(stats.paid) },
    { label: t`Pending`, value: formatCount(stats.pending) },
    { label: t`On Hold`, value: formatCount(stats.onHold) },
    { label: t`Cancelled`, value: formatCount(stats.cancelled) },
  ]
  const money = staff
    ? [
        { label: t`Volume sent`, value: formatWholeUsd(stats.sentCents) },
        { label: t`Fee revenue`, value: formatWholeUsd(stats.feeRevenueCents) },
        { label: t`FX revenue`, value: formatWholeUsd(stats.fxRevenueCents) },
      ]
    : [
        { label: t`Sent`, value: formatWholeUsd(stats.sentCents) },
        { label: t`Fees paid`, value: formatWholeUsd(stats.feesChargedCents) },
        { label: t`Refunded`, value: formatWholeUsd(stats.refundedCents) },
      ]
  return (
    <>
      <StatCards label={t`Customer statistics`} stats={counts} />
      <StatCards label={t`Money`} stats={money} />
    </>
  )
}

/**
 * Spec 2.7's 'Total & Fees' box, over every record of the filter, to the cent: what was sent and
 * charged, what the ledger earned, and what went back. A claim refunded after the payout is shown
 * as the expense it is, beside the revenue, not netted from it (the fee was earned at the payout).
 */
export function TotalAndFees({ stats, staff }: { stats: TransferStats; staff: boolean }) {
  const { t } = useLingui()
  const rows = staff
    ? [
        { label: t`Volume sent`, cents: stats.sentCents },
        { label: t`Fees charged`, cents: stats.feesChargedCents },
        { label: t`Fee revenue (earned at payout)`, cents: stats.feeRevenueCents },
        { label: t`FX revenue`, cents: stats.fxRevenueCents },
        { label: t`Claim refunds (expense)`, cents: stats.claimRefundsCents },
        { label: t`Refunded to senders`, cents: stats.refundedCents },
      ]
    : [
        { label: t`Sent`, cents: stats.sentCents },
        { label: t`Fees paid`, cents: stats.feesChargedCents },
        { label: t`Refunded`, cents: stats.refundedCents },
      ]
  return (
    <section className="total-fees surface surface--raised" aria-labelledby="total-fees-title">
      <h3 id="total-fees-title" className="total-fees__title">
        <Trans>Total &amp; Fees</Trans>
      </h3>
      <dl className="total-fees__list">
        {rows.map((row) => (
          <Fact key={row.label} label={row.label} className="fact-row">
            {formatUsd(row.cents)}
          </Fact>
        ))}
      </dl>
    </section>
  )
}
