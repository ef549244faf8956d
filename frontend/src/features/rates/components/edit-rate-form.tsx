import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { RATE_MESSAGES, rateFigures, rateLabel } from '../../../../../shared/money/exchange-rate'
import { MarginBpsSchema, RATE_REASON_MESSAGE, RateTextSchema, type ExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { judgeRateChange, type RateChange } from '../../../../../shared/rates/rate-change'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { BusyButton } from '../../../components/button/button-spinner'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { ApiError } from '../../../lib/api-error'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { setExchangeRate, type RateTarget } from '../api/exchange-rates'
import { signedPercent } from './rate-texts'

/** A line of the screen the form changes: the destination's name and its current rate, if any. */
export interface EditedRate extends RateTarget {
  country: string
  rate: ExchangeRate | undefined
}

/** The margin as typed (text) to the whole basis points the API takes, with the shared rule's message. */
const MarginFieldSchema = z.pipe(z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,4}$/, RATE_MESSAGES.margin)), z.transform(Number)), MarginBpsSchema)

const RateFormSchema = z.object({
  referenceRate: RateTextSchema,
  marginBps: MarginFieldSchema,
  reason: z.string(RATE_REASON_MESSAGE).check(z.trim(), z.minLength(3, RATE_REASON_MESSAGE), z.maxLength(200, RATE_REASON_MESSAGE)),
  correction: z.boolean(),
})
type RateFormInput = z.input<typeof RateFormSchema>
type RateForm = z.output<typeof RateFormSchema>
const rateResolver = zodResolver(RateFormSchema)

/** The customer rate a reference rate and margin give, by the shared rule, and how far it is from `current`; undefined while either is not valid. */
function previewOf(current: ExchangeRate | undefined, reference: string, margin: string): { customerRate: string; change: RateChange } | undefined {
  const parsedMargin = z.safeParse(MarginFieldSchema, margin)
  if (!z.safeParse(RateTextSchema, reference).success || !parsedMargin.success) return undefined
  const figures = rateFigures(reference, parsedMargin.data)
  return { customerRate: figures.customerRate, change: judgeRateChange(current, figures) }
}

export function EditRateModal({ row, onClose, onSaved }: { row: EditedRate | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui()
  const country = row?.country
  const currency = row?.currency
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t`Change the ${country} rate (${currency})` : t`Change a rate`}>
      {row ? <EditRateForm key={`${row.countryId}-${row.currency}-${row.rate?.version ?? 0}`} row={row} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  )
}

/**
 * A change of one rate: typed, previewed with the shared rules (the customer rate, and its change as
 * a percentage: more than 10% needs a second verified staff member), reviewed on a confirm step, then
 * sent with the version it replaces. A large change is sent as confirmed and becomes a proposal; a
 * correction voids the quotes given at the current rate, which the confirm step says.
 */
function EditRateForm({ row, onClose, onSaved }: { row: EditedRate; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui()
  const ids = useId()
  const [confirming, setConfirming] = useState<RateForm | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, control, formState } = useForm<RateFormInput, unknown, RateForm>({
    mode: 'onTouched',
    defaultValues: { referenceRate: row.rate?.referenceRate ?? '', marginBps: String(row.rate?.marginBps ?? 150), reason: '', correction: false },
    resolver: rateResolver,
  })
  const [reference, margin] = useWatch({ control, name: ['referenceRate', 'marginBps'] })
  const preview = previewOf(row.rate, reference, margin)

  const review = handleSubmit((form) => {
    setFailure(undefined)
    setConfirming(form)
  })

  if (confirming) {
    return (
      <ConfirmRateChange
        row={row}
        form={confirming}
        onBack={() => setConfirming(null)}
        onRefused={(message) => {
          setFailure(message)
          setConfirming(null)
        }}
        onSaved={onSaved}
        onClose={onClose}
      />
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void review(event)
  const { currency } = row
  const previewLabel = preview ? rateLabel(preview.customerRate, currency) : undefined
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
      <div className="rates-form__choice">
        <input id={`${ids}-correction`} type="checkbox" aria-describedby={`${ids}-correction-hint`} {...register('correction')} />
        <label htmlFor={`${ids}-correction`}>
          <span className="rates-form__choice-label">
            <Trans>Correction: the current rate is wrong</Trans>
          </span>
          <span id={`${ids}-correction-hint`} className="rates-form__hint">
            <Trans>
              Voids the quotes given at the current rate: senders are asked to accept a new quote. Leave it off for a market update: quotes already
              given keep their rate for their 30 minutes.
            </Trans>
          </span>
        </label>
      </div>
      <div className="rates-form__preview" aria-live="polite">
        {previewLabel !== undefined ? (
          <p>
            <Trans>Customer rate: {previewLabel}</Trans>
          </p>
        ) : (
          <p>
            <Trans>Customer rate: enter a reference rate and a margin</Trans>
          </p>
        )}
        {preview ? <ChangeLine row={row} change={preview.change} /> : null}
      </div>
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

/** The change as a percentage of the current rate, and whether it needs a second approver. */
function ChangeLine({ row, change }: { row: EditedRate; change: RateChange }) {
  const { currency } = row
  if (change.customerChangeBps === undefined || !row.rate) {
    return (
      <p className="rates-form__large">
        <Trans>The first {currency} rate: another verified staff member approves it before it applies.</Trans>
      </p>
    )
  }
  const customerChange = signedPercent(change.customerChangeBps)
  const currentRate = rateLabel(row.rate.customerRate, currency)
  const referenceChange = signedPercent(change.referenceChangeBps ?? 0)
  return (
    <>
      <p className={change.large ? 'rates-form__large' : 'rates-form__change'}>
        <Trans>
          Change: {customerChange} from {currentRate} (reference {referenceChange})
        </Trans>
      </p>
      {change.large ? (
        <p className="rates-form__large">
          <Trans>More than 10%: another verified staff member must approve it before it applies.</Trans>
        </p>
      ) : null}
    </>
  )
}

interface ConfirmProps {
  row: EditedRate
  form: RateForm
  onBack: () => void
  /** The server refused: its reason, shown on the form. */
  onRefused: (message: string) => void
  onSaved: () => void
  onClose: () => void
}

/** The confirm step: what customers will get, the change as a percentage, and what happens to quotes already given. */
function ConfirmRateChange({ row, form, onBack, onRefused, onSaved, onClose }: ConfirmProps) {
  const call = useAuthedCall()
  const { t, i18n } = useLingui()
  const [saving, setSaving] = useState(false)
  const figures = rateFigures(form.referenceRate, form.marginBps)
  const change = judgeRateChange(row.rate, figures)
  const { country, currency } = row
  const newRate = rateLabel(figures.customerRate, currency)
  const { referenceRate, marginBps, reason } = form
  const currentRate = row.rate ? rateLabel(row.rate.customerRate, currency) : undefined
  const customerChange = change.customerChangeBps === undefined ? undefined : signedPercent(change.customerChangeBps)

  async function save() {
    setSaving(true)
    try {
      const answer = await setExchangeRate(
        call,
        row,
        {
          referenceRate,
          marginBps,
          reason,
          expectedVersion: row.rate?.version ?? 0,
          ...(form.correction ? { correction: true } : {}),
          ...(change.large ? { confirmLargeChange: true } : {}),
        },
        i18n,
      )
      if ('applied' in answer) {
        const customerRate = rateLabel(answer.applied.customerRate, currency)
        showToast(t`${country}: customers now get ${customerRate}.`, { durationMs: 4000 })
      } else {
        showToast(t`${country}: the change waits for another verified staff member's approval.`, { durationMs: 5000 })
      }
      onSaved()
      onClose()
    } catch (error) {
      setSaving(false)
      onRefused(error instanceof Error ? error.message : String(error))
      // A newer rate or a proposal came first: show it before anything else is changed.
      if (error instanceof ApiError && error.status === 409) onSaved()
    }
  }

  return (
    <div className="rates-form">
      {change.large ? (
        <div className="rates-form__warning" role="note">
          {customerChange !== undefined ? (
            <p>
              <Trans>
                This changes the customer rate by <strong>{customerChange}</strong>: more than 10%. Check the figures: the change applies only once
                another verified staff member approves it.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>This is the first {currency} rate. Check the figures: it applies only once another verified staff member approves it.</Trans>
            </p>
          )}
        </div>
      ) : null}
      <p>
        {currentRate !== undefined ? (
          <Trans>
            Customers will get <strong>{newRate}</strong> (reference {referenceRate}, margin {marginBps} bps) on every quote from then on, instead of{' '}
            {currentRate} ({customerChange}).
          </Trans>
        ) : (
          <Trans>
            Customers will get <strong>{newRate}</strong> (reference {referenceRate}, margin {marginBps} bps) on every quote from then on.
          </Trans>
        )}
      </p>
      <p>
        {form.correction ? (
          <Trans>Correction: the quotes already given at the current rate will no longer pay; senders are asked to accept a new quote.</Trans>
        ) : (
          <Trans>Quotes already given keep their rate for their 30 minutes.</Trans>
        )}
      </p>
      <p>
        <Trans>Reason: {reason}</Trans>
      </p>
      <ActionBar>
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          <Trans>Back</Trans>
        </Button>
        <BusyButton onClick={() => void save()} disabled={saving} busy={saving} busyLabel={<Trans>Saving...</Trans>}>
          {change.large ? <Trans>Propose change</Trans> : <Trans>Confirm change</Trans>}
        </BusyButton>
      </ActionBar>
    </div>
  )
}
