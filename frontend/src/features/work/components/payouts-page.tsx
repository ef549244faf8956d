import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { MAX_BATCH_TRANSFERS } from '../../../../../shared/payouts/payout-batch'
import { PAYOUT_CORRIDORS, type PayoutCorridor } from '../../../../../shared/transfers/payout-methods'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import type { WorkQueues } from '../../../../../shared/work/work-queues'
import { Button } from '../../../components/button/button'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { SelectField } from '../../../components/form/select-field'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { fullName } from '../../../entities/transfer/transfer-format'
import { useWorkQueues } from '../../../entities/work/work-queues'
import { formatCount, formatDate } from '../../../lib/format'
import { usePayoutBatchActions } from '../api/payout-batches'
import { useReadyPayouts } from '../api/ready-payouts'
import { PayoutBatchesList } from './payout-batches-list'
import { queueName } from './payout-queue-name'
import { PayoutItem } from './payout-item'
import { ScreenSection } from '../../../components/screen-section/screen-section'
import { Fact } from '../../../components/fact/fact'
import './work.css'

type Queue = PayoutCorridor

const QUEUES = PAYOUT_CORRIDORS

const countOf = (queues: WorkQueues | undefined, queue: Queue) =>
  queues?.ready.find((ready) => ready.countryId === queue.countryId && ready.paymentType === queue.paymentType)?.count ?? 0

const keyOf = (queue: Queue) => `${queue.countryId}:${queue.paymentType}`

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
 * Payouts (verified staff): the transfers ready to pay out, one queue per destination and
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
  const lead = t`Transfers waiting for their payout, by destination and how the recipient collects, oldest first: pay them in this order.`
  return (
    <ScreenSection titleId="payouts-title" className="payouts" title={t`Ready to pay out`} lead={lead}>
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
      <PayoutBatchesList />
    </ScreenSection>
  )
}

function QueueList({ queue }: { queue: Queue }) {
  const { t } = useLingui()
  const ready = useReadyPayouts(queue.countryId, queue.paymentType)
  const actions = usePayoutBatchActions()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [creating, setCreating] = useState(false)
  const [failure, setFailure] = useState<string>()
  const name = queueName(queue)
  const max = formatCount(MAX_BATCH_TRANSFERS)
  const count = formatCount(selected.size)
  const choosable = ready.items.slice(0, MAX_BATCH_TRANSFERS).map((transfer) => transfer.id)
  const allChosen = choosable.length > 0 && choosable.every((id) => selected.has(id))
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on && next.size < MAX_BATCH_TRANSFERS) next.add(id)
      else next.delete(id)
      return next
    })
  const createBatch = async () => {
    setCreating(true)
    setFailure(undefined)
    try {
      const batch = await actions.create(queue.countryId, queue.paymentType, [...selected])
      await invalidate()
      void navigate(paths.dashboardPayoutBatch.getHref(batch.id))
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      void ready.reload()
      setCreating(false)
    }
  }
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
      <div className="payouts__batch-bar surface" role="group" aria-label={t`Make a payout batch`}>
        <label className="payouts__check">
          <input type="checkbox" checked={allChosen} onChange={(event) => setSelected(event.target.checked ? new Set(choosable) : new Set())} />
          <Trans>Select all (up to {max})</Trans>
        </label>
        <Button onClick={() => void createBatch()} disabled={selected.size === 0 || creating}>
          {creating ? <Trans>Creating the batch…</Trans> : <Trans>Create batch ({count} selected)</Trans>}
        </Button>
        <p className="payouts__hint">
          <Trans>
            A batch takes up to {max} transfers of one queue. Batched transfers leave this list until the partner’s result file says they failed.
          </Trans>
        </p>
        {failure ? (
          <p className="payouts__error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      <ol className="payouts__list stack">
        {ready.items.map((transfer) => (
          <ReadyTransfer key={transfer.id} transfer={transfer} selected={selected.has(transfer.id)} onSelect={(on) => toggle(transfer.id, on)} />
        ))}
      </ol>
      <LoadMoreButton pages={ready} />
    </>
  )
}

/** One payout to make: to whom, where, how much, since when. */
function ReadyTransfer({ transfer, selected, onSelect }: { transfer: Transfer; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t, i18n } = useLingui()
  const who = fullName(transfer)
  const invoiceId = `invoice-${transfer.id}`
  return (
    <PayoutItem
      transfer={transfer}
      invoiceId={invoiceId}
      who={
        <label className="payouts__check">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t`Select for a batch: ${who}`}
            aria-describedby={invoiceId}
          />
          {who}
        </label>
      }
    >
      <Fact label={t`City`}>{transfer.city}</Fact>
      {payoutDetailRows(transfer, i18n).map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
      <Fact label={t`Waiting since`}>
        <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt, 'dateTime')}</time>
      </Fact>
    </PayoutItem>
  )
}
