import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { ButtonLink } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { ArrowRightIcon, type IconProps } from '../../../components/icons/icons'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client'
import { useSession } from '../../../lib/session/session-provider'
import type { Transfer, TransferStats } from '../../../../../shared/transfers/transfer-schemas'
import { useTransferPages } from '../../../entities/transfer/api/transfer-pages'
import {
  CheckCircleIcon,
  ClockIcon,
  HistoryIcon,
  SendIcon,
  ShieldIcon,
  SwapIcon,
  UserPlusIcon,
  UsersGroupIcon,
} from '../../../components/icons/signed-in-icons'
import { NewTransferButton } from '../../../entities/transfer/components/new-transfer-button'
import { TransfersChart } from './transfers-chart'
import { useRecipientGroups } from './use-recipient-groups'
import './overview.css'
import { countryName, formatCount, formatDate, formatUsd, formatWholeUsd } from '../../../lib/format'

/** How many of the latest transfers the overview lists. */
const LATEST_COUNT = 5

interface StatCardProps {
  label: string
  value: number | undefined
  /** How the value reads: a count (the default) or whole US dollars from cents. */
  money?: boolean
  note: string
  icon: (props: IconProps) => ReactNode
  tone: 'brand' | 'success' | 'warning' | 'info'
}

function StatCard({ label, value, money = false, note, icon: StatIcon, tone }: StatCardProps) {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  return (
    <li className={`stat-card stat-card--${tone} surface surface--raised`}>
      <StatIcon className="stat-card__icon" />
      <div>
        <p className="stat-card__label">{label}</p>
        <p className="stat-card__value">{value === undefined ? '—' : money ? formatWholeUsd(value) : formatCount(value)}</p>
        <p className="stat-card__note">{note}</p>
      </div>
    </li>
  )
}

/** The sender's 'Recipients': the people My Recipients lists. */
function MyRecipientsCount() {
  const { t } = useLingui()
  const { user } = useSession()
  const { groups, recipients, transfers } = useRecipientGroups(user?.id)
  const known = recipients.data !== undefined && transfers.data !== undefined
  return <StatCard label={t`Recipients`} value={known ? groups.length : undefined} note={t`In My Recipients`} icon={UsersGroupIcon} tone="info" />
}

function LatestTransfer({ transfer }: { transfer: Transfer }) {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  const name = `${transfer.firstName} ${transfer.lastName}`
  return (
    <li>
      <Link to={paths.customerDetails.getHref(transfer.id)} className="latest__item">
        <span className="latest__avatar" aria-hidden="true">
          {(transfer.firstName[0] ?? '?').toUpperCase()}
          {(transfer.lastName[0] ?? '').toUpperCase()}
        </span>
        <span className="latest__who">
          <span className="latest__name">{name}</span>
          <span className="latest__meta">
            {countryName(transfer.countryId, transfer.country)} · {formatDate(transfer.createdAt, 'date')} ·{' '}
            {invoiceLabel(transfer.country, transfer.invoiceNumber)}
          </span>
        </span>
        <span className="latest__figures">
          <span className="latest__amount">{formatUsd(transfer.amountCents)}</span>
          <StatusBadge status={transfer.status} />
        </span>
      </Link>
    </li>
  )
}

/**
 * The money under the counts, with On hold: staff read the volume sent and what the ledger earned
 * (fee and FX revenue, at the payouts); a sender what they sent, the fees they paid and what was
 * refunded to them.
 */
function MoneyFigures({ stats, staff }: { stats: TransferStats | undefined; staff: boolean }) {
  const { t } = useLingui()
  return (
    <ul className="overview__stats overview__stats--money stack" aria-label={t`Money`}>
      <StatCard label={t`On hold`} value={stats?.onHold} note={t`Waiting for review`} icon={ShieldIcon} tone="warning" />
      {staff ? (
        <>
          <StatCard label={t`Volume sent`} value={stats?.sentCents} money note={t`Principal, not refunded`} icon={SendIcon} tone="brand" />
          <StatCard label={t`Fee revenue`} value={stats?.feeRevenueCents} money note={t`Earned at payout`} icon={CheckCircleIcon} tone="success" />
          <StatCard label={t`FX revenue`} value={stats?.fxRevenueCents} money note={t`Earned at payout`} icon={SwapIcon} tone="success" />
        </>
      ) : (
        <>
          <StatCard label={t`Sent`} value={stats?.sentCents} money note={t`Not refunded`} icon={SendIcon} tone="brand" />
          <StatCard
            label={t`Fees paid`}
            value={stats?.feesChargedCents}
            money
            note={t`On transfers not refunded`}
            icon={CheckCircleIcon}
            tone="info"
          />
          <StatCard label={t`Refunded`} value={stats?.refundedCents} money note={t`Back to your card`} icon={HistoryIcon} tone="info" />
        </>
      )}
    </ul>
  )
}

/**
 * The Dashboard overview (spec 2.6) with real figures: Total Transfers, Completed (PAID), Pending
 * (waiting for payout; a transfer held for review is On hold) and Recipients from the server's
 * counters, then the money: for staff the volume sent and the fee and FX revenue as the ledger
 * records them (earned at the payouts; a refunded transfer earns nothing), for a sender what they
 * sent, the fees they paid and what was refunded to them; the latest transfers; Quick Actions; and
 * for staff a chart of the last 30 days. A user sees their own transfers, staff everyone's.
 *
 * A sender's 'Recipients' is what My Recipients lists ('Showing x-y of n recipients'): the saved
 * recipients and the people paid before and not saved, from the same reads and grouping. Staff's is
 * the number of recipient records, one per transfer (spec 3): counting people across every sender
 * would need a read of every transfer.
 */
export function Overview() {
  const { actsAsStaff } = useSession()
  const scope = actsAsStaff ? 'all' : 'mine'
  const { rows, stats, complete, error, isLoading, isValidating, retry } = useTransferPages({
    scope,
    filter: {},
    wanted: LATEST_COUNT,
    batch: LATEST_COUNT,
  })
  const latest = rows.slice(0, LATEST_COUNT)
  const { t } = useLingui()
  const whose = actsAsStaff ? t`All customers` : t`Your transfers`

  return (
    <div className="overview">
      {error ? <ErrorBox title={GENERIC_ERROR_MESSAGE} message={error.message} onRetry={retry} retrying={isValidating} /> : null}

      <section aria-labelledby="overview-figures" aria-busy={isLoading}>
        <h2 id="overview-figures" className="visually-hidden">
          <Trans>Figures</Trans>
        </h2>
        <ul className="overview__stats stack">
          <StatCard label={t`Total Transfers`} value={stats?.total} note={whose} icon={SwapIcon} tone="brand" />
          <StatCard label={t`Completed`} value={stats?.paid} note={t`Paid out`} icon={CheckCircleIcon} tone="success" />
          <StatCard label={t`Pending`} value={stats?.pending} note={t`Ready for collection`} icon={ClockIcon} tone="warning" />
          {actsAsStaff ? (
            <StatCard label={t`Recipients`} value={stats?.total} note={t`Recipient records`} icon={UsersGroupIcon} tone="info" />
          ) : (
            <MyRecipientsCount />
          )}
        </ul>
        <MoneyFigures stats={stats} staff={actsAsStaff} />
      </section>

      <div className="overview__columns">
        {/* First: on a phone the main action stays on the first screen, above the list. */}
        <Card title={t`Quick Actions`} titleId="overview-actions">
          <div className="quick-actions">
            <NewTransferButton className="quick-actions__action">
              <SendIcon className="quick-actions__icon" />
              <Trans>New Transfer</Trans>
            </NewTransferButton>
            <ButtonLink to={paths.dashboardAddRecipient.getHref()} variant="secondary" className="quick-actions__action">
              <UserPlusIcon className="quick-actions__icon" />
              <Trans>Add Recipient</Trans>
            </ButtonLink>
            <ButtonLink to={paths.transactions.getHref()} variant="secondary" className="quick-actions__action">
              <HistoryIcon className="quick-actions__icon" />
              <Trans>View History</Trans>
            </ButtonLink>
          </div>
          <p className="quick-actions__note">
            <Trans>Saved recipients are ready to pick when you send again.</Trans>
          </p>
        </Card>
        <Card
          title={t`Latest transfers`}
          titleId="overview-latest"
          busy={isLoading}
          aside={
            <Link to={actsAsStaff ? paths.dashboardCustomers.getHref() : paths.transactions.getHref()} className="overview__more">
              <Trans>View all</Trans>
              <ArrowRightIcon className="overview__more-icon" />
            </Link>
          }
        >
          {isLoading ? (
            <ul className="latest" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="latest__skeleton" />
              ))}
            </ul>
          ) : latest.length > 0 ? (
            <ul className="latest">
              {latest.map((transfer) => (
                <LatestTransfer key={transfer.id} transfer={transfer} />
              ))}
            </ul>
          ) : complete ? (
            <div className="overview__empty">
              <p className="overview__empty-title">
                <Trans>No transfers yet</Trans>
              </p>
              <p>
                <Trans>Your transfers will show here with their status.</Trans>
              </p>
            </div>
          ) : null}
        </Card>
      </div>

      {actsAsStaff ? <TransfersChart /> : null}
    </div>
  )
}
