import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import { PAYOUT_CORRIDORS, type PayoutCorridor } from '../../../../../shared/transfers/payout-methods'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { WorkQueues } from '../../../../../shared/work/work-queues'
import { Button } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { SelectField } from '../../../components/form/select-field'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { payoutText } from '../../../entities/transfer/payout-text'
import { fullName } from '../../../entities/transfer/transfer-format'
import { optionLabel } from '../../../entities/transfer/transfer-texts'
import { useWorkQueues } from '../../../entities/work/work-queues'
import { countryName, formatCount, formatDate, formatUsd } from '../../../lib/format'
import { useReadyPayouts } from '../api/ready-payouts'
import './work.css'

type Queue = PayoutCorridor

const QUEUES = PAYOUT_CORRIDORS

const countOf = (queues: WorkQueues | undefined, queue: Queue) =>
  queues?.ready.find((ready) => ready.countryId === queue.countryId && ready.paymentType === queue.paymentType)?.count ?? 0

const keyOf = (queue: Queue) => `${queue.countryId}:${queue.paymentType}`

const queueName = (queue: Queue) =>
  `${countryName(queue.countryId, DESTINATIONS.find((d) => d.id === queue.countryId)?.countryName ?? queue.countryId)} · ${optionLabel(queue.paymentType)}`

/**
 * The queue the address names, else (once the counts are known, so the list does not jump) the
 * first with transfers waiting, else the first.
 */
function chosenQueue(params: URLSearchParams, queues: WorkQueues | undefined): Queue | undefined {
  const named = QUEUES.find((queue) => queue.countryId === params.get('country') && queue.paymentType === params.get('method'))
  if (named || !queues) return named
  return QUEUES.find((queue) => countOf(queues, queue) > 0) ?? QUEUES[0]
}

/**
 * Payouts (verified staff, issue 40): the transfers ready to pay out, one queue per destination and
 * payout method, each oldest first (the order to pay them in), with what the payout needs: who,
 * where, how much in the payout currency. Each opens its transfer, where it is marked paid.
 */
export function PayoutsPage() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const work = useWorkQueues()
  const queue = chosenQueue(params, work.data)
  // The queues with transfers waiting, as one-click choices (every queue is in the list below them).
  const waiting = QUEUES.filter((candidate) => countOf(work.data, candidate) > 0)
  const choose = (picked: Queue) => setParams({ country: picked.countryId, method: picked.paymentType }, { replace: true })
  return (
    <section className="payouts" aria-labelledby="payouts-title">
      <h2 id="payouts-title" className="payouts__title">
        <Trans>Ready to pay out</Trans>
      </h2>
      <p className="payouts__lead">
        <Trans>Transfers waiting for their payout, by destination and how the recipient collects, oldest first: pay them in this order.</Trans>
      </p>
      {waiting.length > 0 ? (
        <div className="payouts__queues" role="group" aria-label={t`Queues with transfers waiting`}>
          {waiting.map((candidate) => (
            <Button
              key={keyOf(candidate)}
              variant={candidate === queue ? 'primary' : 'secondary'}
              aria-pressed={candidate === queue}
              onClick={() => choose(candidate)}
            >
              {queueName(candidate)} <span className="payouts__queue-count">{formatCount(countOf(work.data, candidate))}</span>
            </Button>
          ))}
        </div>
      ) : null}
      <SelectField
        className="payouts__chooser"
        label={t`Payout queue`}
        value={queue ? keyOf(queue) : ''}
        options={QUEUES.map((candidate) => ({
          value: keyOf(candidate),
          label: work.data ? `${queueName(candidate)} (${formatCount(countOf(work.data, candidate))})` : queueName(candidate),
        }))}
        onChange={(event) => {
          const picked = QUEUES.find((candidate) => keyOf(candidate) === event.target.value)
          if (picked) choose(picked)
        }}
      />
      {queue ? (
        <QueueList key={keyOf(queue)} queue={queue} />
      ) : work.error ? (
        <ErrorBox title={t`Could not load the work queues`} message={work.error.message} onRetry={() => void work.mutate()} />
      ) : (
        <Spinner label={t`Loading the payout queues…`} />
      )}
    </section>
  )
}

function QueueList({ queue }: { queue: Queue }) {
  const { t } = useLingui()
  const ready = useReadyPayouts(queue.countryId, queue.paymentType)
  const name = queueName(queue)
  if (ready.error) return <ErrorBox title={t`Could not load the payout queue`} message={ready.error.message} onRetry={() => void ready.reload()} />
  if (ready.isLoading) return <Spinner label={t`Loading the payout queue…`} />
  if (ready.items.length === 0) {
    return (
      <EmptyState title={t`Nothing to pay out in ${name}`}>
        <p>
          <Trans>New transfers appear here once paid for, and held ones once released.</Trans>
        </p>
      </EmptyState>
    )
  }
  return (
    <>
      <h3 className="payouts__queue-title">{name}</h3>
      <ol className="payouts__list stack">
        {ready.items.map((transfer) => (
          <ReadyTransfer key={transfer.id} transfer={transfer} />
        ))}
      </ol>
      {ready.hasMore ? (
        <Button variant="secondary" onClick={() => void ready.loadMore()} disabled={ready.loadingMore}>
          {ready.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </Button>
      ) : null}
    </>
  )
}

/** One payout to make: to whom, where, how much, since when. */
function ReadyTransfer({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useLingui()
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  return (
    <li className="payouts__item surface surface--raised">
      <div className="payouts__item-top split-row">
        <h4 className="payouts__who">{fullName(transfer)}</h4>
        <span className="payouts__amount">{transfer.payout.currency === 'USD' ? formatUsd(transfer.amountCents) : payoutText(transfer.payout)}</span>
      </div>
      <dl className="payouts__facts">
        <div>
          <dt>{t`Invoice`}</dt>
          <dd>{invoice}</dd>
        </div>
        <div>
          <dt>{t`Phone`}</dt>
          <dd>{formatPhone(transfer.mobileNumber)}</dd>
        </div>
        <div>
          <dt>{t`City`}</dt>
          <dd>{transfer.city}</dd>
        </div>
        {payoutDetailRows(transfer, i18n).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t`Waiting since`}</dt>
          <dd>
            <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt, 'dateTime')}</time>
          </dd>
        </div>
      </dl>
      <Link to={paths.customerDetails.getHref(transfer.id)} className="payouts__open">
        <Trans>
          Open transfer<span className="visually-hidden"> {invoice}</span>
        </Trans>
      </Link>
    </li>
  )
}
