import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { PayoutBatch } from '../../../../../shared/payouts/payout-batch'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { payoutText } from '../../../entities/transfer/payout-text'
import { formatCount, formatDate } from '../../../lib/format'
import { usePayoutBatches } from '../api/payout-batches'
import { queueName } from './payout-queue-name'

/** The batch's money, currency by currency: 'KES 25,900.00 · USD 100.00'. */
export const totalsText = (batch: PayoutBatch): string =>
  batch.totals.map((total) => payoutText({ currency: total.currency, receiveMinor: total.minor })).join(' · ')

/** Open or settled, in words (the pill's colour is never the only sign). */
export function BatchStatus({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui()
  return batch.status === 'open' ? <span className="pill tone-warning">{t`Open`}</span> : <span className="pill tone-success">{t`Settled`}</span>
}

/** Every payout batch, newest first: its queue, status, size, money, who made it and when; each opens its page. */
export function PayoutBatchesList() {
  const { t } = useLingui()
  const batches = usePayoutBatches()
  return (
    <section className="payouts__batches" aria-labelledby="payout-batches-title">
      <h2 id="payout-batches-title" className="payouts__title">
        <Trans>Payout batches</Trans>
      </h2>
      {batches.error ? (
        <ErrorBox title={t`Could not load the payout batches`} message={batches.error.message} onRetry={() => void batches.reload()} />
      ) : batches.isLoading ? (
        <Spinner label={t`Loading the payout batches…`} />
      ) : batches.items.length === 0 ? (
        <p>
          <Trans>No batches yet: select ready transfers above and create one.</Trans>
        </p>
      ) : (
        <ul className="payouts__list stack">
          {batches.items.map((batch) => {
            const count = formatCount(batch.count)
            const paid = formatCount(batch.results.paid)
            const failed = formatCount(batch.results.failed)
            const who = batch.createdBy.name
            const when = formatDate(batch.createdAt, 'dateTime')
            return (
              <li key={batch.id} className="item-card surface surface--raised">
                <div className="payouts__item-top split-row">
                  <h3 className="item-card__title">
                    <Link to={paths.dashboardPayoutBatch.getHref(batch.id)}>{queueName(batch)}</Link>
                  </h3>
                  <BatchStatus batch={batch} />
                </div>
                <p className="payouts__amount">{totalsText(batch)}</p>
                <p>
                  <Trans>
                    {count} transfers · paid {paid} · failed {failed} · by {who}, <time dateTime={batch.createdAt}>{when}</time>
                  </Trans>
                </p>
              </li>
            )
          })}
        </ul>
      )}
      <LoadMoreButton pages={batches} />
    </section>
  )
}
