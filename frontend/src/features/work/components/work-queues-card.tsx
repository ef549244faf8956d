import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/card/card'
import { ErrorBox } from '../../../components/error-box/error-box'
import { ArrowRightIcon } from '../../../components/icons/icons'
import { paths } from '../../../config/paths'
import { readyTotal, useWorkQueues } from '../../../entities/work/work-queues'
import { formatCount, formatDate } from '../../../lib/format'
import './work.css'

/** One queue: its count, what it is, and the way to its list. */
function QueueRow({ count, urgent = false, to, children }: { count: number | undefined; urgent?: boolean; to: string; children: ReactNode }) {
  const waiting = count !== undefined && count > 0
  return (
    <li>
      <Link to={to} className="work-queues__row">
        <span className={['work-queues__count', waiting ? 'work-queues__count--waiting' : '', urgent ? 'work-queues__count--urgent' : ''].join(' ')}>
          {count === undefined ? '—' : formatCount(count)}
        </span>
        <span className="work-queues__what">{children}</span>
        <ArrowRightIcon className="work-queues__arrow" />
      </Link>
    </li>
  )
}

/**
 * The staff home's work: how many transfers wait for review, claims for an answer
 * (overdue ones said), transfers to pay out, uploads waiting for verification and reconciliation
 * breaks, each opening its list.
 * Read again every minute while open.
 */
export function WorkQueuesCard() {
  const { t } = useLingui()
  const { data, error, isLoading, mutate, isValidating } = useWorkQueues()
  const overdue = data?.claims.overdue ?? 0
  const reconciliation = data?.reconciliation
  const late = formatCount(overdue)
  const reportDay = reconciliation ? formatDate(`${reconciliation.day}T00:00:00.000Z`, 'calendarDay') : ''
  return (
    <Card title={t`Needs you today`} titleId="work-queues-title" busy={isLoading} className="work-queues">
      {error ? (
        <ErrorBox title={t`Could not load the work queues`} message={error.message} onRetry={() => void mutate()} retrying={isValidating} />
      ) : (
        <ul className="work-queues__list">
          <QueueRow count={data?.held} to={paths.dashboardCompliance.getHref()}>
            <Trans>Transfers held for review</Trans>
          </QueueRow>
          <QueueRow count={data?.claims.open} urgent={overdue > 0} to={paths.dashboardClaims.getHref()}>
            {overdue > 0 ? <Trans>Claims waiting for an answer, {late} past their due date</Trans> : <Trans>Claims waiting for an answer</Trans>}
          </QueueRow>
          <QueueRow count={data ? readyTotal(data) : undefined} to={paths.dashboardPayouts.getHref()}>
            <Trans>Transfers ready to pay out</Trans>
          </QueueRow>
          <QueueRow count={data?.verifications} to={paths.dashboardVerifications.getHref()}>
            <Trans>Uploads waiting for verification</Trans>
          </QueueRow>
          <QueueRow count={reconciliation?.breakCount} urgent={(reconciliation?.breakCount ?? 0) > 0} to={paths.dashboardReconciliation.getHref()}>
            {reconciliation ? <Trans>Reconciliation breaks on {reportDay}</Trans> : <Trans>Reconciliation breaks (no report yet)</Trans>}
          </QueueRow>
        </ul>
      )}
    </Card>
  )
}
