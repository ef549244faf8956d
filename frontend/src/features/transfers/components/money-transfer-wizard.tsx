import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useSWRConfig } from 'swr'
import { NOT_LOGGED_IN_MESSAGE } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { Modal } from '../../../components/modal/modal'
import { Stepper } from '../../../components/stepper/stepper'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import type { CountryDetails } from '../api/get-country'
import { createTransfer } from '../api/create-transfer'
import { useSavedRecipients } from '../api/saved-recipients'
import {
  cardNumberOnBlur,
  EMPTY_TRANSFER,
  fieldUpdate,
  filterCardNumber,
  firstStepWithError,
  missingFieldsMessage,
  STEP_FIELDS,
  stepFilled,
  transferRequest,
  validateTransfer,
  WIZARD_STEPS,
  type FieldErrors,
  type MoneyTransferField,
  type MoneyTransferValues,
} from '../transfer-form'
import type { BindField } from './field-binding'
import { PaymentStep } from './payment-step'
import { PaymentSummary } from './payment-summary'
import { RecipientStep } from './recipient-step'
import { ReviewStep } from './review-step'
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
 * Spec 2.4/4/5 Money Transfer wizard: 1 Recipient Info, 2 Payment, 3 Confirm. Fields are checked with
 * the server's own schema; a step's errors show once Next was tried (or a filled field was left).
 * Confirm Payment sends one request per attempt with an Idempotency-Key: a double click or a retry
 * after a lost answer repeats the key, so the API creates the transfer once. Any change to the
 * form starts a new attempt.
 */
export function MoneyTransferWizard({ country, amountCents }: MoneyTransferWizardProps) {
  const { user } = useSession()
  const call = useAuthedCall()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const [today] = useState(() => new Date())
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<MoneyTransferValues>(EMPTY_TRANSFER)
  const [left, setLeft] = useState<Partial<Record<MoneyTransferField, boolean>>>({})
  const [attempted, setAttempted] = useState<readonly boolean[]>([false, false, false])
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'done'>('editing')
  const [chosenRecipient, setChosenRecipient] = useState('')
  const [recipientsErrorOpen, setRecipientsErrorOpen] = useState(true)
  const attemptKey = useRef<string | undefined>(undefined)
  const submitting = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const recipients = useSavedRecipients(country.id, user?.id)
  const context = useMemo(() => ({ countryId: country.id, amountCents }), [country.id, amountCents])
  const errors = useMemo(() => validateTransfer(values, context, today, country.maxAmountCents), [values, context, today, country.maxAmountCents])
  const busy = phase !== 'editing'

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const goTo = (index: number) => {
    moved.current = true
    setAlert(undefined)
    setStep(index)
  }

  const shownError = (field: MoneyTransferField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field]
    const stepIndex = STEP_FIELDS.findIndex((fields) => fields.includes(field))
    const show = attempted[stepIndex] === true || (left[field] === true && values[field].trim() !== '')
    return show ? errors[field] : undefined
  }

  /** Any change is a new payment attempt: the next Confirm gets a new key. */
  const update = (patch: Partial<MoneyTransferValues>) => {
    attemptKey.current = undefined
    setValues((current) => ({ ...current, ...patch }))
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))))
  }

  const bind: BindField = (field) => ({
    name: field,
    value: values[field],
    error: shownError(field),
    disabled: busy,
    onChange: (event) => update(fieldUpdate(field, event.target.value)),
    onBlur: () => {
      setLeft((current) => ({ ...current, [field]: true }))
      if (field === 'cardNumber') setValues((current) => ({ ...current, cardNumber: cardNumberOnBlur(filterCardNumber(current.cardNumber)) }))
    },
  })

  const chooseRecipient = (id: string) => {
    setChosenRecipient(id)
    const recipient = recipients.data?.find((saved) => saved.id === id)
    if (recipient) update(recipient.fields)
  }

  const stepValid = (index: number) => (STEP_FIELDS[index] ?? []).every((field) => !errors[field] && !serverErrors[field])

  const next = () => {
    if (stepValid(step)) {
      goTo(step + 1)
      return
    }
    setAttempted((current) => current.map((value, index) => value || index === step))
    const firstInvalid = (STEP_FIELDS[step] ?? []).find((field) => errors[field] || serverErrors[field])
    if (firstInvalid) document.getElementsByName(firstInvalid)[0]?.focus()
  }

  async function confirm() {
    if (submitting.current) return
    if (!user) {
      setAlert(NOT_LOGGED_IN_MESSAGE)
      return
    }
    const missing = missingFieldsMessage(values)
    if (missing) {
      setAlert(missing)
      return
    }
    const invalidStep = firstStepWithError(errors)
    if (invalidStep !== undefined) {
      setAttempted([true, true, true])
      goTo(invalidStep)
      return
    }
    submitting.current = true
    attemptKey.current ??= crypto.randomUUID()
    setAlert(undefined)
    setPhase('submitting')
    try {
      await createTransfer(call, transferRequest(values, context), attemptKey.current)
    } catch (error) {
      submitting.current = false
      setPhase('editing')
      if (error instanceof ApiError) {
        const fieldErrors = serverFieldErrors(error)
        const back = firstStepWithError(fieldErrors)
        if (back !== undefined) {
          setServerErrors(fieldErrors)
          goTo(back)
        }
      }
      setFailure(failureMessage(error))
      return
    }
    setPhase('done')
    showToast(PAYMENT_SUCCESS_TEXT, { durationMs: PAYMENT_SUCCESS_MS })
    // The lists that show transfers are stale now (spec 4 reloads the page; refetching is enough).
    void mutate((key) => {
      const url = Array.isArray(key) ? (key as unknown[])[0] : key
      return typeof url === 'string' && url.startsWith('/api/customers')
    })
    redirectTimer.current = setTimeout(() => void navigate(paths.dashboardMyReciepients.getHref()), PAYMENT_REDIRECT_MS)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (step < LAST_STEP) next()
    else void confirm()
  }

  const current = WIZARD_STEPS[step] ?? ''
  return (
    <div className="money-transfer__wizard">
      <Stepper steps={WIZARD_STEPS} current={step} label="Payment steps" />

      <form className="money-transfer__form" noValidate onSubmit={submit} aria-busy={phase === 'submitting'}>
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

        <div className="money-transfer__actions">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
            Back
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" disabled={!stepFilled(step, values) || busy}>
              Next
            </Button>
          ) : (
            <Button type="submit" disabled={busy}>
              {phase === 'submitting' ? (
                <>
                  <ButtonSpinner />
                  Processing payment...
                </>
              ) : phase === 'done' ? (
                'Payment sent'
              ) : (
                CONFIRM_LABEL
              )}
            </Button>
          )}
        </div>
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
