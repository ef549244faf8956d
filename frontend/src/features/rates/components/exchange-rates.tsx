import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { RATED_CURRENCIES } from '../../../../../shared/money/currencies'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import type { ExchangeRate, RateProposal } from '../../../../../shared/rates/exchange-rates'
import { Button } from '../../../components/button/button'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useExchangeRates } from '../api/exchange-rates'
import { EditRateModal, type EditedRate } from './edit-rate-form'
import { RateHistoryModal } from './rate-history'
import { RateProposals } from './rate-proposals'
import { destinationName, percent, signedPercent, when } from './rate-texts'
import './exchange-rates.css'

/** One line of the screen: a destination's local payout currency, its rate if one is set, and a change of it waiting for approval. */
interface RateRow extends EditedRate {
  proposal: RateProposal | undefined
}

/**
 * Exchange Rates (verified staff): every destination's local payout currency with its reference rate,
 * margin and the customer rate quotes use, its last change as a percentage, who set it (and who
 * approved a large one), when and why; the changes of more than 10% waiting for a second verified
 * staff member, with Approve and Reject. A change is typed, previewed with the shared rules (the
 * server derives the same figures and judges the same 10%), confirmed, and kept in the rate's
 * history. US dollars are always 1:1 and are not listed.
 */
export function ExchangeRates() {
  const rates = useExchangeRates()
  const { t } = useLingui()
  const [editing, setEditing] = useState<RateRow | null>(null)
  const [history, setHistory] = useState<RateRow | null>(null)

  if (rates.error) {
    if (rates.error instanceof ApiError && rates.error.status === 403) {
      return (
        <section className="rates-page" aria-labelledby="rates-refused">
          <h2 id="rates-refused">
            <Trans>Exchange rates are for verified staff</Trans>
          </h2>
          <p>{rates.error.message}</p>
          <Link to={paths.dashboard.getHref()}>
            <Trans>Back to the dashboard</Trans>
          </Link>
        </section>
      )
    }
    return <ErrorBox title={t`Could not load the exchange rates`} message={rates.error.message} onRetry={() => void rates.mutate()} />
  }
  if (!rates.data) return <Spinner label={t`Loading exchange rates…`} />

  const { items, proposals } = rates.data
  const same = (target: { countryId: string; currency: string }) => (item: { countryId: string; currency: string }) =>
    item.countryId === target.countryId && item.currency === target.currency
  const rows: RateRow[] = RATED_CURRENCIES.map((target) => ({
    ...target,
    country: destinationName(target.countryId),
    rate: items.find(same(target)),
    proposal: proposals.find(same(target)),
  }))
  const reload = () => void rates.mutate()

  const columns: Column<RateRow>[] = [
    { header: t`Destination`, cell: (row) => `${row.country} (${row.currency})`, rowHeader: true },
    { header: t`Reference rate`, cell: (row) => row.rate?.referenceRate ?? '—', kind: 'number' },
    {
      header: t`Margin`,
      cell: (row) => {
        if (!row.rate) return '—'
        const { marginBps } = row.rate
        const marginPercent = percent(marginBps)
        return t`${marginBps} bps (${marginPercent})`
      },
      kind: 'number',
    },
    {
      header: t`Customer rate`,
      cell: (row) =>
        row.rate ? (
          <>
            {rateLabel(row.rate.customerRate, row.currency)}
            <LastChange rate={row.rate} />
          </>
        ) : (
          t`Not set: quotes refused`
        ),
      kind: 'number',
    },
    { header: t`Set by`, cell: (row) => (row.rate ? <SetBy rate={row.rate} /> : '—') },
    { header: t`Reason`, cell: (row) => row.rate?.reason ?? '—' },
    {
      header: t`Actions`,
      headerHidden: true,
      kind: 'action',
      cell: (row) => {
        const { country, currency } = row
        return (
          <div className="rates-page__actions">
            {row.proposal ? (
              <span className="pill tone-warning">
                <Trans>Waiting for approval</Trans>
              </span>
            ) : (
              <Button size="md" onClick={() => setEditing(row)} aria-label={t`Change the ${country} ${currency} rate`}>
                <Trans>Change</Trans>
              </Button>
            )}
            <Button size="md" variant="secondary" onClick={() => setHistory(row)} aria-label={t`History of the ${country} ${currency} rate`}>
              <Trans>History</Trans>
            </Button>
          </div>
        )
      },
    },
  ]

  return (
    <section className="rates-page" aria-labelledby="rates-title">
      <header className="rates-page__header">
        <h2 id="rates-title">
          <Trans>Exchange Rates</Trans>
        </h2>
        <p className="rates-page__lead">
          <Trans>
            Quotes use the customer rate: the reference (mid-market) rate less the margin. A change applies to quotes asked for from then on; quotes
            already given keep their rate for their 30 minutes, unless the change is marked as a correction, which voids them. A change of more than
            10%, or a first rate, applies only once another verified staff member approves it. US dollars are always paid out 1:1.
          </Trans>
        </p>
      </header>
      <RateProposals proposals={proposals} onDecided={reload} />
      <DataTable caption={t`Exchange rates by destination`} columns={columns} rows={rows} rowKey={(row) => `${row.countryId}-${row.currency}`} />
      <EditRateModal row={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <RateHistoryModal row={history} onClose={() => setHistory(null)} />
    </section>
  )
}

/** Under the customer rate: its last change as a percentage, and whether it was a correction (which voided the quotes before it). */
function LastChange({ rate }: { rate: ExchangeRate }) {
  const { t } = useLingui()
  if (rate.changeBps === undefined && !rate.correction) return null
  const change = rate.changeBps === undefined ? undefined : signedPercent(rate.changeBps)
  return (
    <span className="rates-page__change">
      {change !== undefined ? t`last change ${change}` : null}
      {rate.correction ? (
        <>
          {' '}
          <CorrectionPill />
        </>
      ) : null}
    </span>
  )
}

const CorrectionPill = () => (
  <span className="pill tone-danger">
    <Trans>Correction</Trans>
  </span>
)

/** Who set the rate and when; for a large change, who approved it. */
function SetBy({ rate }: { rate: ExchangeRate }) {
  const name = rate.setBy.name
  const at = when(rate.setAt)
  if (!rate.approval) {
    return (
      <Trans>
        {name}, {at}
      </Trans>
    )
  }
  const approver = rate.approval.by.name
  return (
    <Trans>
      {name}, approved by {approver}, {at}
    </Trans>
  )
}
