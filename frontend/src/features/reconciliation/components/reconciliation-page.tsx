import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReconciliationReport } from '../../../../../shared/ledger/reconciliation-report'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { Spinner } from '../../../components/spinner/spinner'
import { ApiError } from '../../../lib/api-error'
import { formatCount, formatDate } from '../../../lib/format'
import { useReconciliation } from '../api/reconciliation'
import { BreakList } from './break-list'
import { AccountTotals, TrialBalance } from './report-tables'
import { ScreenSection } from '../../../components/screen-section/screen-section'
import './reconciliation.css'

/** The report's verdict: a clean day plainly, or how many breaks there are. */
function Verdict({ report }: { report: ReconciliationReport }) {
  const transfers = formatCount(report.transfers)
  const entries = formatCount(report.entries)
  if (report.breakCount === 0) {
    return (
      <FormAlert tone="success">
        <strong>
          <Trans>Clean day: the books reconcile.</Trans>
        </strong>{' '}
        <Trans>
          Every one of {transfers} transfers holds what its status says, each has its payment, and debits equal credits in every currency ({entries}{' '}
          journal entries).
        </Trans>
      </FormAlert>
    )
  }
  const count = formatCount(report.breakCount)
  const listed = formatCount(report.breaks.length)
  return (
    <FormAlert>
      <strong>{report.breakCount === 1 ? <Trans>1 break found.</Trans> : <Trans>{count} breaks found.</Trans>}</strong>{' '}
      {report.breakCount > report.breaks.length ? (
        <Trans>The first {listed} are listed below; npm run ledger:check lists them all.</Trans>
      ) : (
        <Trans>Each is listed below with what was expected and what was found.</Trans>
      )}{' '}
      <Trans>
        {transfers} transfers and {entries} journal entries checked.
      </Trans>
    </FormAlert>
  )
}

/**
 * Reconciliation (verified staff): the daily check of the ledger (functions/jobs/reconcile-ledger.ts)
 * for a day, the latest by default and earlier ones from the picker: the verdict first, then the
 * breaks with links to their transfers, the day's totals per account and the trial balance.
 */
export function ReconciliationPage() {
  const { t } = useLingui()
  const [day, setDay] = useState<string>()
  const answer = useReconciliation(day)

  const body = () => {
    if (answer.error) {
      if (answer.error instanceof ApiError && answer.error.status === 403) {
        return <ErrorBox title={t`The reconciliation is for verified staff`} message={answer.error.message} />
      }
      return <ErrorBox title={t`Could not load the reconciliation`} message={answer.error.message} onRetry={() => void answer.mutate()} />
    }
    if (!answer.data) return <Spinner label={t`Loading the reconciliation…`} />
    const { report, days } = answer.data
    if (!report) {
      return (
        <EmptyState title={t`No reconciliation yet`}>
          <p>
            <Trans>The ledger is checked every night; the first report appears here after the first run.</Trans>
          </p>
        </EmptyState>
      )
    }
    const cutoff = formatDate(report.cutoff, 'dateTime')
    return (
      <>
        <SelectField
          label={t`Day`}
          className="reconciliation__picker"
          value={report.day}
          onChange={(event) => setDay(event.target.value)}
          options={days.map((row) => ({
            value: row.day,
            label:
              row.breakCount === 0
                ? t`${formatDate(row.day, 'calendarDay')}: clean`
                : t`${formatDate(row.day, 'calendarDay')}: ${plural(row.breakCount, { one: '# break', other: '# breaks' })}`,
          }))}
        />
        <div aria-live="polite" className="reconciliation__report">
          <Verdict report={report} />
          <p className="reconciliation__meta">
            <Trans>
              Balances up to {cutoff}. Checked {formatDate(report.generatedAt, 'dateTime')}.
            </Trans>
          </p>
          {report.breaks.length > 0 ? (
            <section aria-labelledby="reconciliation-breaks" className="reconciliation__section">
              <h3 id="reconciliation-breaks">
                <Trans>Breaks</Trans>
              </h3>
              <BreakList breaks={report.breaks} />
            </section>
          ) : null}
          <section aria-labelledby="reconciliation-accounts" className="reconciliation__section">
            <h3 id="reconciliation-accounts">
              <Trans>Totals per account</Trans>
            </h3>
            {report.accounts.length > 0 ? (
              <AccountTotals rows={report.accounts} />
            ) : (
              <p>
                <Trans>Nothing has been posted yet.</Trans>
              </p>
            )}
          </section>
          {report.trialBalance.length > 0 ? (
            <section aria-labelledby="reconciliation-trial" className="reconciliation__section">
              <h3 id="reconciliation-trial">
                <Trans>Trial balance</Trans>
              </h3>
              <TrialBalance rows={report.trialBalance} />
            </section>
          ) : null}
        </div>
      </>
    )
  }

  const lead = t`Every night the books are checked: each transfer must hold what its status says and have its payment entry, and debits must equal credits in every currency.`
  return (
    <ScreenSection titleId="reconciliation-title" title={t`Ledger reconciliation`} lead={lead}>
      {body()}
    </ScreenSection>
  )
}
