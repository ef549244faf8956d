import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { countryName, formatDate } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { setExchangeRate, useExchangeRates, useRateHistory, type RateTarget } from '../api/exchange-rates'
import './exchange-rates.css'

/** One line of the screen: a destination's local payout currency and its rate, if an admin set one. */
interface RateRow extends RateTarget {
  country: string
  rate: ExchangeRate | undefined
}

/** The destination's name in the reader's language (the spec's English name in English). */
const destinationName = (id: string) => countryName(id, DESTINATIONS.find((country) => country.id === id)?.countryName ?? id)
/** Basis points as a percentage with 2 decimals ('1.50%' in English). */
const percent = (bps: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bps / 10_000)
const when = (iso: string) => formatDate(iso, 'dateTime')

/**
 * Exchange Rates (verified staff): every destination's local payout currency with its
 * reference rate, margin and the customer rate quotes use, who set it, when and why. A change is
 * typed, previewed with the shared rule (the server derives the same figure), confirmed, and kept in
 * the rate's history. US dollars are always 1:1 and are not listed.
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

  const current = rates.data
  const rows: RateRow[] = RATED_CURRENCIES.map((target) => ({
    ...target,
    country: destinationName(target.countryId),
    rate: current.find((rate) => rate.countryId === target.countryId && rate.currency === target.currency),
  }))

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
      cell: (row) => (row.rate ? rateLabel(row.rate.customerRate, row.currency) : t`Not set: quotes refused`),
      kind: 'number',
    },
    { header: t`Set by`, cell: (row) => (row.rate ? `${row.rate.setBy.name}, ${when(row.rate.setAt)}` : '—') },
    { header: t`Reason`, cell: (row) => row.rate?.reason ?? '—' },
    {
      header: t`Actions`,
      headerHidden: true,
      kind: 'action',
      cell: (row) => {
        const { country, currency } = row
        return (
          <div className="rates-page__actions">
            <Button size="md" onClick={() => setEditing(row)} aria-label={t`Change the ${country} ${currency} rate`}>
              <Trans>Change</Trans>
            </Button>
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
            already given keep their rate for their 30 minutes. US dollars are always paid out 1:1.
          </Trans>
        </p>
      </header>
      <DataTable caption={t`Exchange rates by destination`} columns={columns} rows={rows} rowKey={(row) => `${row.countryId}-${row.currency}`} />
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
  const { t } = useLingui()
  const country = row?.country
  const currency = row?.currency
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t`Change the ${country} rate (${currency})` : t`Change a rate`}>
      {row ? <EditRateForm key={`${row.countryId}-${row.currency}-${row.rate?.version ?? 0}`} row={row} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  )
}

function EditRateForm({ row, onClose, onSaved }: { row: RateRow; onClose: () => void; onSaved: () => void }) {
  const call = useAuthedCall()
  const { t, i18n } = useLingui()
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
      const saved = await setExchangeRate(call, row, { ...form, expectedVersion: row.rate?.version ?? 0 }, i18n)
      const { country } = row
      const customerRate = rateLabel(saved.customerRate, row.currency)
      showToast(t`${country}: customers now get ${customerRate}.`, { durationMs: 4000 })
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
    const newRate = rateLabel(rateFigures(confirming.referenceRate, confirming.marginBps).customerRate, row.currency)
    const { referenceRate, marginBps, reason } = confirming
    const currentRate = row.rate ? rateLabel(row.rate.customerRate, row.currency) : undefined
    return (
      <div className="rates-form">
        <p>
          {currentRate !== undefined ? (
            <Trans>
              Customers will get <strong>{newRate}</strong> (reference {referenceRate}, margin {marginBps} bps) on every quote from now on, instead of{' '}
              {currentRate}. Quotes already given keep their rate.
            </Trans>
          ) : (
            <Trans>
              Customers will get <strong>{newRate}</strong> (reference {referenceRate}, margin {marginBps} bps) on every quote from now on. Quotes
              already given keep their rate.
            </Trans>
          )}
        </p>
        <p>
          <Trans>Reason: {reason}</Trans>
        </p>
        <ActionBar>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={saving}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => void save(confirming)} disabled={saving}>
            {saving ? (
              <>
                <ButtonSpinner />
                <Trans>Saving...</Trans>
              </>
            ) : (
              <Trans>Confirm change</Trans>
            )}
          </Button>
        </ActionBar>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void review(event)
  const { currency } = row
  const previewLabel = preview ? rateLabel(preview, currency) : undefined
  return (
    <form className="rates-form" noValidate onSubmit={onSubmit}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={t`Reference rate (${currency} per 1 USD)`}
        inputMode="decimal"
        required
        {...register('referenceRate')}
        error={formState.errors.referenceRate?.message}
      />
      <TextField
        label={t`Margin (basis points; 100 = 1%)`}
        inputMode="numeric"
        required
        {...register('marginBps')}
        error={formState.errors.marginBps?.message}
      />
      <TextField label={t`Reason for the change`} required {...register('reason')} error={formState.errors.reason?.message} />
      <p className="rates-form__preview" aria-live="polite">
        {previewLabel !== undefined ? (
          <Trans>Customer rate: {previewLabel}</Trans>
        ) : (
          <Trans>Customer rate: enter a reference rate and a margin</Trans>
        )}
      </p>
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Review change</Trans>
        </Button>
      </ActionBar>
    </form>
  )
}

function RateHistoryModal({ row, onClose }: { row: RateRow | null; onClose: () => void }) {
  const { t } = useLingui()
  const country = row?.country
  const currency = row?.currency
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t`${country} (${currency}): rate history` : t`Rate history`}>
      {row ? <RateHistory row={row} /> : null}
    </Modal>
  )
}

function RateHistory({ row }: { row: RateRow }) {
  const history = useRateHistory(row)
  const { t } = useLingui()
  const { currency } = row
  if (history.error) return <FormAlert>{history.error.message}</FormAlert>
  if (!history.data) return <Spinner label={t`Loading the history…`} />
  if (history.data.length === 0) {
    return (
      <p>
        <Trans>No rate has been set yet: quotes in {currency} are refused until one is.</Trans>
      </p>
    )
  }
  const columns: Column<ExchangeRate>[] = [
    { header: t`When`, cell: (rate) => when(rate.setAt), rowHeader: true },
    { header: t`Customer rate`, cell: (rate) => rateLabel(rate.customerRate, currency), kind: 'number' },
    { header: t`Reference`, cell: (rate) => rate.referenceRate, kind: 'number' },
    {
      header: t`Margin`,
      cell: (rate) => {
        const { marginBps } = rate
        return t`${marginBps} bps`
      },
      kind: 'number',
    },
    { header: t`By`, cell: (rate) => rate.setBy.name },
    { header: t`Reason`, cell: (rate) => rate.reason },
  ]
  return <DataTable caption={t`History of the ${currency} rate`} columns={columns} rows={history.data} rowKey={(rate) => String(rate.version)} />
}
