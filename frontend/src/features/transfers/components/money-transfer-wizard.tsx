import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import type { FieldErrors as FormErrors } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { NOT_LOGGED_IN_MESSAGE } from '../../../../../shared/transfers/transfer-options'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { FormAlert } from '../../../components/form/form-alert'
import { Modal } from '../../../components/modal/modal'
import { Stepper } from '../../../components/stepper/stepper'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { CountryDetails } from '../api/get-country'
import { createTransfer } from '../api/create-transfer'
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
import { ReviewStep } from './review-step'
import { useTransferWizardForm } from './use-transfer-wizard-form'
import { CONFIRM_LABEL, PAYMENT_FAILED_TITLE, PAYMENT_SUCCESS_TEXT, RECIPIENTS_FETCH_ERROR_TITLE } from '../transfer-texts'

export const PAYMENT_SUCCESS_MS = 2500
export const PAYMENT_REDIRECT_MS = 2000

const LAST_STEP = WIZARD_STEPS.length - 1

/** A refusal's field messages that belong to this form (a 400's `fields`). */
function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key in EMPTY_TRANSFER) errors[key as MoneyTransferField] = message
  }
  return errors
}

/** Spec 8: the server's error field, or 'Error type: …' (a network failure names itself). */
const failureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status !== 0
    ? error.message
    : `Error type: ${error instanceof Error && error.message ? error.message : 'unknown error'}`

export interface MoneyTransferWizardProps {
  country: CountryDetails
  amountCents: number
}

/**
 * Spec 2.4/4/5 Money Transfer wizard: 1 Recipient Info, 2 Payment, 3 Confirm. The values live in
 * react-hook-form, checked with the server's own schema on every change; a step's errors show once
 * Next was tried (or a filled field was left). Confirm Payment sends one request per attempt with an
 * Idempotency-Key: a double click or a retry after a lost answer repeats the key, so the API
 * creates the transfer once. Any change to the form starts a new attempt.
 */
export function MoneyTransferWizard({ country, amountCents }: MoneyTransferWizardProps) {
  const { user } = useSession()
  const call = useAuthedCall()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  const context = useMemo(() => ({ countryId: country.id, amountCents }), [country.id, amountCents])
  const [done, setDone] = useState(false)
  const wizard = useTransferWizardForm(context, amountRangeOf(country), done)
  const { form, values, bind, update } = wizard
  const [step, setStep] = useState(0)
  const [alert, setAlert] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [chosenRecipient, setChosenRecipient] = useState('')
  const [recipientsErrorOpen, setRecipientsErrorOpen] = useState(true)
  const submitting = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const recipients = useSavedRecipients(country.id, user?.id)
  const busy = form.formState.isSubmitting || done

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

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
    try {
      await createTransfer(call, transferRequest(form.getValues(), context), wizard.attempt())
    } catch (error) {
      submitting.current = false
      const back = error instanceof ApiError ? wizard.refuse(serverFieldErrors(error)) : undefined
      if (back !== undefined) goTo(back)
      setFailure(failureMessage(error))
      return
    }
    setDone(true)
    showToast(PAYMENT_SUCCESS_TEXT, { durationMs: PAYMENT_SUCCESS_MS })
    // The lists that show transfers are stale now (spec 4 reloads the page; refetching is enough).
    void invalidate()
    redirectTimer.current = setTimeout(() => void navigate(paths.dashboardMyReciepients.getHref()), PAYMENT_REDIRECT_MS)
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
    if (step < LAST_STEP) void next()
    else void confirm(event)
  }

  const current = WIZARD_STEPS[step] ?? ''
  return (
    <div className="money-transfer__wizard">
      <Stepper steps={WIZARD_STEPS} current={step} label="Payment steps" />

      <form className="money-transfer__form" noValidate onSubmit={submit} aria-busy={form.formState.isSubmitting}>
        <h2 ref={headingRef} tabIndex={-1} className="money-transfer__heading">
          <span className="money-transfer__step-count">
            Step {step + 1} of {WIZARD_STEPS.length}
            <span className="visually-hidden">: </span>
          </span>
          {current}
        </h2>

        {step === 0 ? (
          <>
            <PaymentSummary amountCents={amountCents} />
            {recipients.isLoading ? (
              <p className="field__hint" role="status">
                Loading your saved recipients…
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
          <ReviewStep values={values} country={country} amountCents={amountCents} />
        )}

        {alert ? <FormAlert>{alert}</FormAlert> : null}

        <ActionBar align="steps">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
            Back
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" disabled={!stepFilled(step, values) || busy}>
              Next
            </Button>
          ) : (
            <Button type="submit" disabled={busy}>
              {form.formState.isSubmitting ? (
                <>
                  <ButtonSpinner />
                  Processing payment...
                </>
              ) : done ? (
                'Payment sent'
              ) : (
                CONFIRM_LABEL
              )}
            </Button>
          )}
        </ActionBar>
        {step < LAST_STEP && !stepFilled(step, values) ? (
          <p className="field__hint money-transfer__next-hint">Fill in every field of this step to continue.</p>
        ) : null}
      </form>

      <Modal open={failure !== undefined} onClose={() => setFailure(undefined)} title={PAYMENT_FAILED_TITLE}>
        <p>{failure}</p>
      </Modal>
      <Modal
        open={recipients.error !== undefined && recipientsErrorOpen}
        onClose={() => setRecipientsErrorOpen(false)}
        title={RECIPIENTS_FETCH_ERROR_TITLE}
      >
        <p>{recipients.error?.message}</p>
        <p>You can still type the recipient's details.</p>
      </Modal>
    </div>
  )
}
