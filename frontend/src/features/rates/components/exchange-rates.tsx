import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import { RATED_CURRENCIES } from '../../../../../shared/money/currencies'
import { RATE_MESSAGES, rateFigures, rateLabel } from '../../../../../shared/money/exchange-rate'
import { MarginBpsSchema, RateTextSchema } from '../../../../../shared/rates/exchange-rates'
import { RATE_REASON_MESSAGE, type ExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { ErrorBox } from '../../../components/error-box/error-box'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { Modal } from '../../../components/modal/modal'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { setExchangeRate, useExchangeRates, useRateHistory, type RateTarget } from '../api/exchange-rates'
import './exchange-rates.css'

/** One line of the screen: a destination's local payout currency and its rate, if an admin set one. */
interface RateRow extends RateTarget {
  country: string
  rate: ExchangeRate | undefined
}

const countryName = (id: string) => DESTINATIONS.find((country) => country.id === id)?.countryName ?? id
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Exchange Rates (issue 15, verified staff): every destination's local payout currency with its
 * reference rate, margin and the customer rate quotes use, who set it, when and why. A change is
 * typed, previewed with the shared rule (the server derives the same figure), confirmed, and kept in
 * the rate's history. US dollars are always 1:1 and are not listed.
 */
export function ExchangeRates() {
  const rates = useExchangeRates()
  const [editing, setEditing] = useState<RateRow | null>(null)
  const [history, setHistory] = useState<RateRow | null>(null)

  if (rates.error) {
    if (rates.error instanceof ApiError && rates.error.status === 403) {
      return (
        <section className="rates-page" aria-labelledby="rates-refused">
          <h2 id="rates-refused">Exchange rates are for verified staff</h2>
          <p>{rates.error.message}</p>
          <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
        </section>
      )
    }
    return <ErrorBox title="Could not load the exchange rates" message={rates.error.message} onRetry={() => void rates.mutate()} />
  }
  if (!rates.data) return <Spinner label="Loading exchange rates…" />

  const current = rates.data
  const rows: RateRow[] = RATED_CURRENCIES.map((target) => ({
    ...target,
    country: countryName(target.countryId),
    rate: current.find((rate) => rate.countryId === target.countryId && rate.currency === target.currency),
  }))

  const columns: Column<RateRow>[] = [
    { header: 'Destination', cell: (row) => `${row.country} (${row.currency})`, rowHeader: true },
    { header: 'Reference rate', cell: (row) => row.rate?.referenceRate ?? '—', kind: 'number' },
    { header: 'Margin', cell: (row) => (row.rate ? `${row.rate.marginBps} bps (${percent(row.rate.marginBps)})` : '—'), kind: 'number' },
    {
      header: 'Customer rate',
      cell: (row) => (row.rate ? rateLabel(row.rate.customerRate, row.currency) : 'Not set: quotes refused'),
      kind: 'number',
    },
    { header: 'Set by', cell: (row) => (row.rate ? `${row.rate.setBy.name}, ${when(row.rate.setAt)}` : '—') },
    { header: 'Reason', cell: (row) => row.rate?.reason ?? '—' },
    {
      header: 'Actions',
      headerHidden: true,
      kind: 'action',
      cell: (row) => (
        <div className="rates-page__actions">
          <Button size="md" onClick={() => setEditing(row)} aria-label={`Change the ${row.country} ${row.currency} rate`}>
            Change
          </Button>
          <Button size="md" variant="secondary" onClick={() => setHistory(row)} aria-label={`History of the ${row.country} ${row.currency} rate`}>
            History
          </Button>
        </div>
      ),
    },
  ]

  return (
    <section className="rates-page" aria-labelledby="rates-title">
      <header className="rates-page__header">
        <h2 id="rates-title">Exchange Rates</h2>
        <p className="rates-page__lead">
          Quotes use the customer rate: the reference (mid-market) rate less the margin. A change applies to quotes asked for from then on; quotes
          already given keep their rate for their 30 minutes. US dollars are always paid out 1:1.
        </p>
      </header>
      <DataTable caption="Exchange rates by destination" columns={columns} rows={rows} rowKey={(row) => `${row.countryId}-${row.currency}`} />
      <EditRateModal row={editing} onClose={() => setEditing(null)} onSaved={() => void rates.mutate()} />
      <RateHistoryModal row={history} onClose={() => setHistory(null)} />
    </section>
  )
}

/** The margin as typed (text) to the whole basis points the API takes, with the shared rule's message. */
const MarginFieldSchema = z.pipe(z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,4}$/, RATE_MESSAGES.margin)), z.transform(Number)), MarginBpsSchema)

const RateFormSchema = z.object({
  referenceRate: RateTextSchema,
  marginBps: MarginFieldSchema,
  reason: z.string(RATE_REASON_MESSAGE).check(z.trim(), z.minLength(3, RATE_REASON_MESSAGE), z.maxLength(200, RATE_REASON_MESSAGE)),
})
type RateFormInput = z.input<typeof RateFormSchema>
type RateForm = z.output<typeof RateFormSchema>
const rateResolver = zodResolver(RateFormSchema)

/** The customer rate a reference rate and margin give, by the shared rule; undefined while either is not valid. */
function previewRate(reference: string, margin: string): string | undefined {
  const parsedMargin = z.safeParse(MarginFieldSchema, margin)
  if (!z.safeParse(RateTextSchema, reference).success || !parsedMargin.success) return undefined
  return rateFigures(reference, parsedMargin.data).customerRate
}

function EditRateModal({ row, onClose, onSaved }: { row: RateRow | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? `Change the ${row.country} rate (${row.currency})` : 'Change a rate'}>
      {row ? <EditRateForm key={`${row.countryId}-${row.currency}-${row.rate?.version ?? 0}`} row={row} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  )
}

function EditRateForm({ row, onClose, onSaved }: { row: RateRow; onClose: () => void; onSaved: () => void }) {
  const call = useAuthedCall()
  const [confirming, setConfirming] = useState<RateForm | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const { register, handleSubmit, control, formState } = useForm<RateFormInput, unknown, RateForm>({
    mode: 'onTouched',
    defaultValues: { referenceRate: row.rate?.referenceRate ?? '', marginBps: String(row.rate?.marginBps ?? 150), reason: '' },
    resolver: rateResolver,
  })
  const [reference, margin] = useWatch({ control, name: ['referenceRate', 'marginBps'] })
  const preview = previewRate(reference, margin)

  const review = handleSubmit((form) => {
    setFailure(undefined)
    setConfirming(form)
  })

  async function save(form: RateForm) {
    setSaving(true)
    setFailure(undefined)
    try {
      const saved = await setExchangeRate(call, row, { ...form, expectedVersion: row.rate?.version ?? 0 })
      showToast(`${row.country}: customers now get ${rateLabel(saved.customerRate, row.currency)}.`, { durationMs: 4000 })
      onSaved()
      onClose()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setConfirming(null)
      // A newer rate was set meanwhile: show it before anything else is changed.
      if (error instanceof ApiError && error.status === 409) onSaved()
    } finally {
      setSaving(false)
    }
  }

  if (confirming) {
    const next = rateFigures(confirming.referenceRate, confirming.marginBps).customerRate
    return (
      <div className="rates-form">
        <p>
          Customers will get <strong>{rateLabel(next, row.currency)}</strong> (reference {confirming.referenceRate}, margin {confirming.marginBps}{' '}
          bps) on every quote from now on{row.rate ? `, instead of ${rateLabel(row.rate.customerRate, row.currency)}` : ''}. Quotes already given keep
          their rate.
        </p>
        <p>Reason: {confirming.reason}</p>
        <ActionBar>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={saving}>
            Back
          </Button>
          <Button onClick={() => void save(confirming)} disabled={saving}>
            {saving ? (
              <>
                <ButtonSpinner />
                Saving...
              </>
            ) : (
              'Confirm change'
            )}
          </Button>
        </ActionBar>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void review(event)
  return (
    <form className="rates-form" noValidate onSubmit={onSubmit}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={`Reference rate (${row.currency} per 1 USD)`}
        inputMode="decimal"
        required
        {...register('referenceRate')}
        error={formState.errors.referenceRate?.message}
      />
      <TextField
        label="Margin (basis points; 100 = 1%)"
        inputMode="numeric"
        required
        {...register('marginBps')}
        error={formState.errors.marginBps?.message}
      />
      <TextField label="Reason for the change" required {...register('reason')} error={formState.errors.reason?.message} />
      <p className="rates-form__preview" aria-live="polite">
        {preview ? `Customer rate: ${rateLabel(preview, row.currency)}` : 'Customer rate: enter a reference rate and a margin'}
      </p>
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Review change</Button>
      </ActionBar>
    </form>
  )
}

function RateHistoryModal({ row, onClose }: { row: RateRow | null; onClose: () => void }) {
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? `${row.country} (${row.currency}): rate history` : 'Rate history'}>
      {row ? <RateHistory row={row} /> : null}
    </Modal>
  )
}

function RateHistory({ row }: { row: RateRow }) {
  const history = useRateHistory(row)
  if (history.error) return <FormAlert>{history.error.message}</FormAlert>
  if (!history.data) return <Spinner label="Loading the history…" />
  if (history.data.length === 0) return <p>No rate has been set yet: quotes in {row.currency} are refused until one is.</p>
  const columns: Column<ExchangeRate>[] = [
    { header: 'When', cell: (rate) => when(rate.setAt), rowHeader: true },
    { header: 'Customer rate', cell: (rate) => rateLabel(rate.customerRate, row.currency), kind: 'number' },
    { header: 'Reference', cell: (rate) => rate.referenceRate, kind: 'number' },
    { header: 'Margin', cell: (rate) => `${rate.marginBps} bps`, kind: 'number' },
    { header: 'By', cell: (rate) => rate.setBy.name },
    { header: 'Reason', cell: (rate) => rate.reason },
  ]
  return <DataTable caption={`History of the ${row.currency} rate`} columns={columns} rows={history.data} rowKey={(rate) => String(rate.version)} />
}
