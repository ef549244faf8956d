import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SendingLimitNotice } from './sending-limit-notice'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { computeFees } from '../../../../../shared/money/fees'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import type { FieldErrors as FormErrors } from 'react-hook-form'
import { NOT_LOGGED_IN_MESSAGE } from '../../../../../shared/transfers/transfer-options'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { FormAlert } from '../../../components/form/form-alert'
import { Modal } from '../../../components/modal/modal'
import { Stepper } from '../../../components/stepper/stepper'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import { QUOTE_REFUSALS } from '../../../../../shared/rates/quote'
import { PAYMENT_TYPES, type PaymentType } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { ApiError } from '../../../lib/api-client'
import { formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { CountryDetails } from '../api/get-country'
import { createTransfer } from '../api/create-transfer'
import { quoteKey, requestQuote } from '../api/request-quote'
import { useQuote } from '../api/use-quote'
import { useSavedRecipients } from '../api/saved-recipients'
import { useInvalidateTransfers } from '../api/transfer-keys'
import {
  EMPTY_TRANSFER,
  missingFieldsMessage,
  stepFilled,
  transferRequest,
  WIZARD_STEPS,
  type FieldErrors,
  type MoneyTransferField,
  type MoneyTransferValues,
} from '../transfer-form'
import { PaymentStep } from './payment-step'
import { PaymentSummary } from './payment-summary'
import { RecipientStep } from './recipient-step'
import { PaymentSuccess } from './payment-success'
import { ReviewStep } from './review-step'
import { useTransferWizardForm } from './use-transfer-wizard-form'
import { PAYMENT_FAILED_TITLE, RECIPIENTS_FETCH_ERROR_TITLE } from '../transfer-texts'

const LAST_STEP = WIZARD_STEPS.length - 1

const QUOTE_API = { quoteKey, requestQuote }

/** A refusal's field messages that belong to this form (a 400's `fields`). */
function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key in EMPTY_TRANSFER) errors[key as MoneyTransferField] = message
  }
  return errors
}

/** Spec 8: the server's error field, or 'Error type: …' (a network failure names itself). */
function failureMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status !== 0) return error.message
  const reason = error instanceof Error ? error.message : ''
  return reason ? i18n._(msg`Error type: ${reason}`) : i18n._(msg`Error type: unknown error`)
}

export interface MoneyTransferWizardProps {
  country: CountryDetails
  amountCents: number
  /** The payout currency chosen on the country page. */
  currency: PayoutCurrency
  /** How the recipient receives the money, as chosen on the country page (changeable in step 1). */
  paymentType: PaymentType | undefined
}

export const RATE_RENEWED = msg`The rate was renewed and the figures changed. Check them before you pay.`

/** Whether a refusal is about the quote (expired, or for other figures): a new quote answers it. */
const quoteRefused = (error: unknown): boolean => error instanceof ApiError && error.code !== undefined && error.code in QUOTE_REFUSALS

/**
 * Spec 2.4/4/5 Money Transfer wizard: 1 Recipient Info, 2 Payment, 3 Confirm, at a quote whose rate
 * holds for 30 minutes (issue 15): its figures show from step 1, step 3 is the pre-payment
 * disclosure, a quote the server refuses is renewed and the new figures shown before the sender pays
 * again, and a payment ends on its own success page. The values live in
 * react-hook-form, checked with the server's own schema on every change; a step's errors show once
 * Next was tried (or a filled field was left). Pay sends one request per attempt with an
 * Idempotency-Key: a double click or a retry after a lost answer repeats the key, so the API
 * creates the transfer once. Any change to the form starts a new attempt.
 */
export function MoneyTransferWizard({ country, amountCents, currency, paymentType }: MoneyTransferWizardProps) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const call = useAuthedCall()
  const invalidate = useInvalidateTransfers()
  const context = useMemo(() => ({ countryId: country.id, amountCents }), [country.id, amountCents])
  const [paid, setPaid] = useState<Transfer>()
  const done = paid !== undefined
  const wizard = useTransferWizardForm(context, amountRangeOf(country), done, paymentType)
  const { form, values, bind, update } = wizard
  const lock = useQuote(
    { countryId: country.id, amountCents, payoutCurrency: currency, paymentType: values.paymentType || PAYMENT_TYPES[0] },
    QUOTE_API,
  )
  const quote = lock.locked?.quote
  const [step, setStep] = useState(0)
  /** Why the figures on screen changed since the sender last saw them (a refused or expired quote): the server's reason or ours. */
  const [renewal, setRenewal] = useState<string | MessageDescriptor>()
  const shownQuote = useRef(quote)
  useEffect(() => {
    const before = shownQuote.current
    shownQuote.current = quote
    // A quote renewed on the last step with other figures: say so before the sender pays at them.
    if (before && quote && step === LAST_STEP && (before.rate !== quote.rate || before.receiveAmount !== quote.receiveAmount)) {
      setRenewal((reason) => reason ?? RATE_RENEWED)
    }
  }, [quote, step])
  const [alert, setAlert] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [chosenRecipient, setChosenRecipient] = useState('')
  const [recipientsErrorOpen, setRecipientsErrorOpen] = useState(true)
  const submitting = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const recipients = useSavedRecipients(country.id, user?.id)
  const busy = form.formState.isSubmitting || done

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  const goTo = (index: number) => {
    moved.current = true
    setAlert(undefined)
    setStep(index)
  }

  const chooseRecipient = (id: string) => {
    setChosenRecipient(id)
    const recipient = recipients.data?.find((saved) => saved.id === id)
    if (recipient) update(recipient.fields)
  }

  async function next() {
    if (await wizard.checkStep(step)) goTo(step + 1)
  }

  async function send() {
    setAlert(undefined)
    if (!quote) {
      submitting.current = false
      return
    }
    let transfer: Transfer
    try {
      transfer = await createTransfer(call, transferRequest(form.getValues(), context), wizard.attempt(), quote)
    } catch (error) {
      submitting.current = false
      if (quoteRefused(error)) {
        // Not a failure to show in a popup: the new figures are, and the sender pays again at them.
        setRenewal(error instanceof ApiError ? error.message : undefined)
        lock.renew()
        return
      }
      const back = error instanceof ApiError ? wizard.refuse(serverFieldErrors(error)) : undefined
      if (back !== undefined) goTo(back)
      setFailure(failureMessage(error, i18n))
      return
    }
    setPaid(transfer)
    // The lists that show transfers are stale now (spec 4 reloads the page; refetching is enough).
    void invalidate()
  }

  /** A field breaking a rule: every step's errors show, from the first step holding one. */
  function showInvalid(errors: FormErrors<MoneyTransferValues>) {
    submitting.current = false
    const invalidStep = wizard.showAllErrors(errors)
    if (invalidStep !== undefined) goTo(invalidStep)
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    if (submitting.current) return
    if (!user) {
      setAlert(NOT_LOGGED_IN_MESSAGE)
      return
    }
    const missing = missingFieldsMessage(form.getValues())
    if (missing) {
      setAlert(missing)
      return
    }
    submitting.current = true
    await form.handleSubmit(send, showInvalid)(event)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setRenewal(undefined)
    if (step < LAST_STEP) void next()
    else void confirm(event)
  }

  if (paid) return <PaymentSuccess transfer={paid} country={country} />

  const current = WIZARD_STEPS[step]
  const stepNumber = step + 1
  const stepCount = WIZARD_STEPS.length
  const total = formatUsd(computeFees(amountCents).totalCents)
  return (
    <div className="money-transfer__wizard">
      <Stepper steps={WIZARD_STEPS.map((title) => i18n._(title))} current={step} label={t`Payment steps`} />

      <form className="money-transfer__form" noValidate onSubmit={submit} aria-busy={form.formState.isSubmitting}>
        <h2 ref={headingRef} tabIndex={-1} className="money-transfer__heading">
          <span className="money-transfer__step-count">
            <Trans>
              Step {stepNumber} of {stepCount}
            </Trans>
            <span className="visually-hidden">: </span>
          </span>
          {current ? i18n._(current) : null}
        </h2>

        {step === 0 || step === LAST_STEP ? <SendingLimitNotice amountCents={amountCents} /> : null}
        {step < LAST_STEP ? <PaymentSummary amountCents={amountCents} currency={currency} lock={lock} /> : null}
        {step === 0 ? (
          <>
            {recipients.isLoading ? (
              <p className="field__hint" role="status">
                <Trans>Loading your saved recipients…</Trans>
              </p>
            ) : null}
            <RecipientStep
              country={country}
              amountCents={amountCents}
              bind={bind}
              recipients={recipients.data ?? []}
              chosenRecipient={chosenRecipient}
              onChooseRecipient={chooseRecipient}
              disabled={busy}
            />
          </>
        ) : step === 1 ? (
          <PaymentStep bind={bind} />
        ) : (
          <ReviewStep values={values} country={country} amountCents={amountCents} lock={lock} />
        )}

        {renewal && step === LAST_STEP ? (
          <p className="money-transfer__renewal" role="alert">
            {typeof renewal === 'string' ? renewal : i18n._(renewal)}
          </p>
        ) : null}
        {alert ? <FormAlert>{alert}</FormAlert> : null}

        <ActionBar align="steps">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
            <Trans>Back</Trans>
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" disabled={!stepFilled(step, values) || busy}>
              <Trans>Next</Trans>
            </Button>
          ) : (
            <Button type="submit" disabled={busy || !quote || lock.renewing}>
              {form.formState.isSubmitting ? (
                <>
                  <ButtonSpinner />
                  <Trans>Processing payment...</Trans>
                </>
              ) : (
                // The review's button states what the sender pays (issue 15): 'Pay $105.00'.
                <Trans>Pay {total}</Trans>
              )}
            </Button>
          )}
        </ActionBar>
        {step < LAST_STEP && !stepFilled(step, values) ? (
          <p className="field__hint money-transfer__next-hint">
            <Trans>Fill in every field of this step to continue.</Trans>
          </p>
        ) : null}
      </form>

      <Modal open={failure !== undefined} onClose={() => setFailure(undefined)} title={i18n._(PAYMENT_FAILED_TITLE)}>
        <p>{failure}</p>
      </Modal>
      <Modal
        open={recipients.error !== undefined && recipientsErrorOpen}
        onClose={() => setRecipientsErrorOpen(false)}
        title={i18n._(RECIPIENTS_FETCH_ERROR_TITLE)}
      >
        <p>{recipients.error?.message}</p>
        <p>
          <Trans>You can still type the recipient's details.</Trans>
        </p>
      </Modal>
    </div>
  )
}
