import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router'
import type { AppliedResults, PayoutBatchDetail, PayoutResult } from '../../../../../shared/payouts/payout-batch'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { useBusyAction } from '../../../components/button/use-busy-action'
import { ErrorBox } from '../../../components/error-box/error-box'
import { PageHeader } from '../../../components/page-header/page-header'
import { Spinner } from '../../../components/spinner/spinner'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import { fullName } from '../../../entities/transfer/transfer-format'
import { ApiError } from '../../../lib/api-error'
import { formatCount, formatDate } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'
import { saveCsv, usePayoutBatch, usePayoutBatchActions } from '../api/payout-batches'
import { BatchStatus, totalsText } from './payout-batches-list'
import { queueName } from './payout-queue-name'
import { LineNotes } from './payout-parts'
import { PayoutItem } from './payout-item'
import { Fact } from '../../../components/fact/fact'
import './work.css'

/** One line's problem in a refused result file: its number and what is wrong, from the 422's fields (`line 3`). */
function fileProblems(error: unknown): { line: number; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'RESULT_FILE_INVALID' || !error.fields) return []
  return Object.entries(error.fields)
    .flatMap(([key, message]) => {
      const line = /^line (\d+)$/.exec(key)?.[1]
      return line ? [{ line: Number(line), message }] : []
    })
    .sort((a, b) => a.line - b.line)
}

/**
 * One payout batch (verified staff): its transfers and what the partner said of each, its file to
 * download for the partner, and the partner's result file to upload (docs/payout-batches.md).
 */
export function PayoutBatchPage() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const batch = usePayoutBatch(id)
  if (batch.error) return <ErrorBox title={t`Could not load the payout batch`} message={batch.error.message} onRetry={() => void batch.mutate()} />
  if (!batch.data) return <Spinner label={t`Loading the payout batch…`} />
  return <BatchView detail={batch.data} onChanged={() => void batch.mutate()} />
}

function BatchView({ detail, onChanged }: { detail: PayoutBatchDetail; onChanged: () => void }) {
  const { t } = useLingui()
  const { batch } = detail
  const count = formatCount(batch.count)
  const who = batch.createdBy.name
  const queue = queueName(batch)
  const when = formatDate(batch.createdAt, 'dateTime')
  const resultOf = new Map(detail.results.map((result) => [result.transferId, result]))
  return (
    <section className="payouts" aria-labelledby="payout-batch-title">
      <Link to={paths.dashboardPayouts.getHref()} className="payouts__back">
        <Trans>Back to Payouts</Trans>
      </Link>
      <PageHeader
        titleId="payout-batch-title"
        title={t`Payout batch: ${queue}`}
        subtitle={totalsText(batch)}
        actions={<BatchStatus batch={batch} />}
      />
      <p>
        <Trans>
          {count} transfers, made by {who} on <time dateTime={batch.createdAt}>{when}</time>.
        </Trans>
      </p>
      <div className="payouts__batch-actions stack">
        <DownloadFile batchId={batch.id} />
        <UploadResults batchId={batch.id} onApplied={onChanged} />
      </div>
      <h3 className="payouts__queue-title">
        <Trans>Transfers in this batch</Trans>
      </h3>
      <ol className="payouts__list stack">
        {detail.transfers.map((transfer) => (
          <BatchRow key={transfer.id} transfer={transfer} result={resultOf.get(transfer.id)} />
        ))}
      </ol>
    </section>
  )
}

function DownloadFile({ batchId }: { batchId: string }) {
  const { t } = useLingui()
  const actions = usePayoutBatchActions()
  const { busy, failure, run } = useBusyAction()
  const download = () =>
    run(async () => {
      const file = await actions.file(batchId)
      saveCsv(file.csv, file.fileName)
    })
  return (
    <div className="surface payouts__panel">
      <h3 className="payouts__panel-title">
        <Trans>Batch file for the partner</Trans>
      </h3>
      <p>
        <Trans>
          A CSV of the payouts still waiting (UTF-8): reference, recipient, phone, wallet or bank and account, amount in minor units. Each download is
          recorded.
        </Trans>
      </p>
      <Button onClick={() => void download()} disabled={busy} aria-describedby={failure ? 'batch-file-error' : undefined}>
        {busy ? <Trans>Preparing the file…</Trans> : <Trans>Download file</Trans>}
      </Button>
      {failure ? (
        <p id="batch-file-error" className="payouts__error" role="alert">
          {failure}
        </p>
      ) : null}
      {busy ? <span className="visually-hidden" role="status">{t`Preparing the file…`}</span> : null}
    </div>
  )
}

function UploadResults({ batchId, onApplied }: { batchId: string; onApplied: () => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const actions = usePayoutBatchActions()
  const invalidate = useInvalidateTransfers()
  const [file, setFile] = useState<File>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [problems, setProblems] = useState<{ line: number; message: string }[]>([])
  const [outcome, setOutcome] = useState<AppliedResults>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setFailure(t`Choose the partner’s result file first.`)
    setBusy(true)
    setFailure(undefined)
    setProblems([])
    setOutcome(undefined)
    try {
      const applied = await actions.upload(batchId, await file.text())
      setOutcome(applied)
      await invalidate()
      onApplied()
    } catch (error) {
      const lines = fileProblems(error)
      setProblems(lines)
      setFailure(
        lines.length > 0
          ? t`The result file was not applied: nothing was changed. Correct these lines and upload it again.`
          : error instanceof Error
            ? error.message
            : String(error),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="surface payouts__panel" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="payouts__panel-title">
        <Trans>Partner’s result file</Trans>
      </h3>
      <p>
        <Trans>
          CSV with the header reference,status,reason: paid, or failed with the partner’s reason. The whole file is checked before anything changes;
          the same file twice changes nothing.
        </Trans>
      </p>
      <label htmlFor={inputId} className="payouts__file-label">
        <Trans>Result file (CSV)</Trans>
      </label>
      <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0])} />
      <Button type="submit" disabled={busy}>
        {busy ? <Trans>Applying the results…</Trans> : <Trans>Upload result file</Trans>}
      </Button>
      <div role="status" aria-live="polite">
        {outcome ? <Outcome applied={outcome} /> : null}
      </div>
      {failure ? (
        <div className="payouts__error" role="alert">
          <p>{failure}</p>
          <LineNotes notes={problems} />
        </div>
      ) : null}
    </form>
  )
}

function Outcome({ applied }: { applied: AppliedResults }) {
  if (applied.alreadyApplied) {
    return (
      <p className="payouts__outcome">
        <Trans>This file was applied before: nothing changed.</Trans>
      </p>
    )
  }
  const paid = formatCount(applied.paid)
  const failed = formatCount(applied.failed)
  const skipped = formatCount(applied.skipped)
  const refused = formatCount(applied.refused)
  const notes = applied.lines.filter((line) => line.outcome === 'refused')
  return (
    <div className="payouts__outcome">
      <p>
        <Trans>
          Applied: paid {paid}, failed {failed}, skipped {skipped}, refused {refused}.
        </Trans>
      </p>
      <LineNotes notes={notes.map((note) => ({ line: note.line, message: note.message ?? '' }))} />
    </div>
  )
}

/** One transfer of the batch: who, how much, its status and what the partner said. */
function BatchRow({ transfer, result }: { transfer: Transfer; result: PayoutResult | undefined }) {
  const { t, i18n } = useLingui()
  return (
    <PayoutItem transfer={transfer} who={fullName(transfer)}>
      <Fact label={t`Status`}>
        <StatusBadge status={transfer.status} />
      </Fact>
      <Fact label={t`Partner’s result`}>{resultText(i18n, result)}</Fact>
    </PayoutItem>
  )
}

function resultText(i18n: I18n, result: PayoutResult | undefined): string {
  if (!result) return i18n._(msg`Waiting for the partner`)
  const reason = result.reason ? serverText(result.reason) : ''
  if (result.outcome === 'paid') return i18n._(msg`Paid`)
  if (result.outcome === 'failed') return i18n._(msg`Failed: ${reason}`)
  return i18n._(msg`Not applied: ${reason}`)
}
