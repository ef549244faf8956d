import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import { computeFees } from '../../../../../shared/money/fees'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { PAYMENT_TYPES, type PaymentType } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { FormAlert } from '../../../components/form/form-alert'
import { Stepper } from '../../../components/stepper/stepper'
import { paths } from '../../../config/paths'
import { formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import { quoteApiFor } from '../../../entities/transfer/api/request-quote'
import { useSavedRecipients } from '../../../entities/transfer/api/saved-recipients'
import { useMyLimits } from '../../../entities/transfer/api/limits'
import { sendingRefusal } from '../../../../../shared/compliance/sending-limits'
import { serverText } from '../../../lib/i18n/server-text'
import { useQuote } from '../../../entities/transfer/api/use-quote'
import { WIZARD_STEPS } from '../../../entities/transfer/transfer-form'
import SendingLimitNotice from './sending-limit-notice'
import { useTransferWizardForm } from './use-transfer-wizard-form'
import { useSaveRecipient } from './use-save-recipient'
import { LAST_STEP, useWizardPayment } from './use-wizard-payment'
import { startAtTop } from '../../../lib/start-at-top'
import { WizardActions, WizardDialogs, WizardStepBody } from './wizard-parts'
import { prefetchLaterSteps } from './wizard-chunks'
import type { WizardPrefill } from './use-wizard-prefill'

const NO_PREFILL: WizardPrefill = {}

export interface MoneyTransferWizardProps {
  country: CountryDetails
  amountCents: number
  /** The payout currency chosen on the country page. */
  currency: PayoutCurrency
  /** How the recipient receives the money, as chosen on the country page (changeable in step 1). */
  paymentType: PaymentType | undefined
  /** "Send again": the saved recipient or the transfer the form starts from. */
  prefill?: WizardPrefill
}

/**
 * Spec 2.4/4/5 Money Transfer wizard: 1 Recipient Info, 2 Payment, 3 Confirm, at a quote whose rate
 * holds for 30 minutes: its figures show from step 1, step 3 is the pre-payment disclosure, a quote
 * the server refuses is renewed and the new figures shown before the sender pays again, and a
 * payment ends on its own success page (use-wizard-payment). The values live in react-hook-form,
 * checked with the server's own schema on every change; a step's errors show once Next was tried
 * (or a filled field was left). Any change to the form starts a new payment attempt.
 */
export function MoneyTransferWizard({ country, amountCents, currency, paymentType, prefill = NO_PREFILL }: MoneyTransferWizardProps) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const call = useAuthedCall()
  const context = useMemo(() => ({ countryId: country.id, amountCents }), [country.id, amountCents])
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const navigate = useNavigate()
  const [paid, setPaid] = useState<Transfer>()
  const done = paid !== undefined
  const wizard = useTransferWizardForm(context, amountRangeOf(country), done, paymentType)
  const { form, values } = wizard
  // Signed in, the sender's own quote (the only kind a payment is made at); signed out, the public
  // one, to show the figures: once the sender signs in, their own is asked for (the key has the holder).
  const signedIn = user !== null
  const quoteApi = useMemo(() => quoteApiFor(call, signedIn), [call, signedIn])
  const lock = useQuote(
    { countryId: country.id, amountCents, payoutCurrency: currency, paymentType: values.paymentType || PAYMENT_TYPES[0] },
    quoteApi,
    user?.id,
  )
  const recipients = useSavedRecipients(country.id, user?.id)
  const saveRecipient = useSaveRecipient(values, country.id)
  const limits = useMyLimits()
  const refusal = limits.data ? sendingRefusal(limits.data, amountCents) : undefined
  const payment = useWizardPayment({
    limitRefusal: refusal ? serverText(refusal.message, refusal.code) : undefined,
    onLimitRefused: () => void limits.mutate(),
    wizard,
    context,
    lock,
    step,
    done,
    onPaid: (transfer) => {
      setPaid(transfer)
      // Only now, and apart from the payment: the money went whatever the address book answers.
      saveRecipient.afterPayment(transfer)
      // The transfer's own page takes this entry's place: the wizard and its figures leave the
      // history, so Back or a reload shows the transfer instead of a form ready to pay again.
      void navigate(paths.transferSent.getHref(transfer.id), { replace: true })
    },
    goTo: (index) => {
      moved.current = true
      setStep(index)
    },
  })
  const busy = form.formState.isSubmitting || done

  useEffect(() => {
    if (moved.current) startAtTop(headingRef.current)
  }, [step])

  if (paid) return null

  const current = WIZARD_STEPS[step]
  const stepNumber = step + 1
  const stepCount = WIZARD_STEPS.length
  const renewal = payment.renewal
  return (
    <div className="money-transfer__wizard">
      <Stepper steps={WIZARD_STEPS.map((title) => i18n._(title))} current={step} label={t`Payment steps`} />

      {/* Any focus or press in the form (no step is left without one) fetches the later steps. */}
      <form
        className="money-transfer__form"
        noValidate
        onSubmit={payment.submit}
        onFocus={prefetchLaterSteps}
        onPointerDown={prefetchLaterSteps}
        aria-busy={form.formState.isSubmitting}
      >
        <h2 ref={headingRef} tabIndex={-1} className="money-transfer__heading step-heading">
          <span className="money-transfer__step-count eyebrow">
            <Trans>
              Step {stepNumber} of {stepCount}
            </Trans>
            <span className="visually-hidden">: </span>
          </span>
          {current ? i18n._(current) : null}
        </h2>

        {step === 0 || step === LAST_STEP ? <SendingLimitNotice amountCents={amountCents} /> : null}
        <WizardStepBody
          step={step}
          country={country}
          amountCents={amountCents}
          currency={currency}
          lock={lock}
          wizard={wizard}
          recipients={recipients}
          busy={busy}
          prefill={prefill}
          saveRecipient={saveRecipient}
        />

        {renewal && step === LAST_STEP ? (
          <p className="money-transfer__renewal" role="alert">
            {typeof renewal === 'string' ? renewal : i18n._(renewal)}
          </p>
        ) : null}
        {payment.alert ? <FormAlert>{payment.alert}</FormAlert> : null}

        <WizardActions
          step={step}
          values={values}
          busy={busy}
          submitting={form.formState.isSubmitting}
          canPay={lock.locked !== undefined && !lock.renewing}
          total={formatUsd(computeFees(amountCents).totalCents)}
          onBack={() => payment.move(step - 1)}
        />
      </form>

      <WizardDialogs failure={payment.failure} onCloseFailure={payment.clearFailure} recipientsError={recipients.error} />
    </div>
  )
}
