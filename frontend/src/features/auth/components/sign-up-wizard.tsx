import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { returnPathOf, withReturnPath } from '../../../lib/session/return-path'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { Stepper } from '../../../components/stepper/stepper'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { lazyZodResolver } from '../../../lib/form/lazy-zod-resolver'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { intlLocale } from '../../../lib/i18n/i18n'
import type { SignUpBody } from '../rules/sign-up-rules'
import { useSession } from '../../../lib/session/session-provider'
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset'
import { FIELD_SPECS, type SignUpField } from '../../../components/form/person-fields'
import { holdCredentials } from '../held-credentials'
import { EMPTY_SIGN_UP, SIGN_UP_STEPS, type SignUpValues } from './sign-up-fields'
import { SignUpActions, StepCount, StepFields, TermsCheckbox } from './sign-up-parts'
import { startAtTop } from '../../../lib/start-at-top'
import { Fact } from '../../../components/fact/fact'
import './sign-up-wizard.css'

/** Spec 8 sign-up texts and spec 4/9 timings. */
const SIGN_UP_SUCCESS_MESSAGE = msg`New user registered successfully!!`
const SIGN_UP_FAILED_MESSAGE = msg`Registration failed`
const SIGN_UP_TOAST_MS = 2500
const SIGN_UP_REDIRECT_MS = 2000
const COMPLETE_LABEL = msg`Complete Registration`

const ALL_FIELDS = Object.keys(EMPTY_SIGN_UP) as SignUpField[]
const LAST_STEP = SIGN_UP_STEPS.length - 1

// The shared schema, zod, the route table and the API client: loaded on the form's
// first focus or submit, not with the page. Until they are there, no step counts as valid.
const signUpRulesModule = lazyModule(() => import('../rules/sign-up-rules'))

const stepOf = (field: SignUpField): number => SIGN_UP_STEPS.findIndex((step) => step.fields.includes(field))

/** A server refusal mapped onto the fields it names (400 `fields`). */
function serverFieldErrors(error: ApiError): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {}
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key in EMPTY_SIGN_UP) errors[key as SignUpField] = message
  }
  return errors
}

/** Puts a refusal's field messages on their fields; the first field refused, if any. */
function showServerErrors(error: unknown, setError: UseFormSetError<SignUpValues>): SignUpField | undefined {
  const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {}
  for (const field of ALL_FIELDS) {
    const message = fieldErrors[field]
    if (message) setError(field, { type: 'server', message })
  }
  return ALL_FIELDS.find((field) => fieldErrors[field])
}

function reviewValue(field: SignUpField, values: SignUpValues): string {
  if (field === 'password') return '•'.repeat(Math.min(values.password.length, 12))
  return values[field].trim()
}

/**
 * Spec 2.5/4/5 sign-up stepper: Personal, Contact, Address, Review. Fields are checked with
 * `signUpSchema(today)` (the server's own rules and messages) on change once left, on leaving and on
 * advancing (react-hook-form, onTouched); Next waits for a valid step. Complete Registration asks for
 * the terms box, sends the schema's flat output, then shows the success toast and, after 2 seconds,
 * goes to the screen that takes the code e-mailed to the address.
 */
export function SignUpWizard() {
  const { t, i18n } = useLingui()
  // The age rule counts from the day the page opened, as the date field's max (on the second step,
  // so never in a prerender made on the day of the build).
  const [now] = useState(() => new Date())
  const today = now.toISOString().slice(0, 10)
  const [rules, loadRules] = useLazyModule(signUpRulesModule)
  const schema = useMemo(() => rules?.signUpSchema(now), [rules, now])
  const [resolver] = useState(() => lazyZodResolver(async () => (await signUpRulesModule.load()).signUpSchema(now)))
  const { register, handleSubmit, trigger, setError, control, formState } = useForm<SignUpValues, unknown, SignUpBody>({
    mode: 'onTouched',
    defaultValues: EMPTY_SIGN_UP,
    resolver,
  })
  const values = useWatch({ control })
  const [step, setStep] = useState(0)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [alert, setAlert] = useState<string | undefined>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const invalid = useMemo(() => (schema ? rules?.invalidFields(schema, { ...EMPTY_SIGN_UP, ...values }) : undefined), [rules, schema, values])
  const current = SIGN_UP_STEPS[step]
  const currentFields = current?.fields ?? []
  // A server's refusal of a field (an error the rules did not find) also holds the step until it is changed.
  const stepValid = (index: number) =>
    invalid !== undefined && (SIGN_UP_STEPS[index]?.fields ?? []).every((field) => !invalid.has(field) && !formState.errors[field])

  // A new step: its heading takes focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (moved.current) startAtTop(headingRef.current)
  }, [step])

  const goTo = (index: number) => {
    moved.current = true
    setStep(index)
  }
  const { done, registerAccount } = useRegistration({ setError, setAlert, goTo })
  const submitting = formState.isSubmitting
  const busy = submitting || done

  async function next() {
    if (await trigger(currentFields)) {
      setAlert(undefined)
      goTo(step + 1)
    }
  }

  /** Spec 4: a field breaking a rule shows every error and returns to step 1. */
  function backToStart() {
    setAlert(undefined)
    goTo(0)
  }

  async function complete(event: FormEvent<HTMLFormElement>) {
    let loaded
    try {
      loaded = await loadRules()
    } catch {
      // The rules' chunk did not load: the network is down, and registering would fail the same way.
      setAlert(i18n._(SIGN_UP_FAILED_MESSAGE))
      return
    }
    if (!termsAccepted) setAlert(loaded.TERMS_MESSAGE)
    else await handleSubmit(registerAccount, backToStart)(event)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (step < LAST_STEP) void next()
    else void complete(event)
  }

  return (
    <div className="sign-up column">
      <Stepper steps={SIGN_UP_STEPS.map((item) => i18n._(item.title))} current={step} label={t`Registration steps`} />

      <form className="sign-up__form" noValidate onSubmit={submit} onFocus={() => void loadRules().catch(() => undefined)} aria-busy={submitting}>
        {/* Prerendered, the form is painted before the page's code runs: it takes input once it does. */}
        <HydratedFieldset className="column">
          <h2 ref={headingRef} tabIndex={-1} className="sign-up__heading step-heading">
            <StepCount stepNumber={step + 1} stepCount={SIGN_UP_STEPS.length} />
            {current ? i18n._(current.heading) : null}
          </h2>

          {step < LAST_STEP ? (
            <StepFields fields={currentFields} register={register} errors={formState.errors} busy={busy} today={today} />
          ) : (
            <Review values={{ ...EMPTY_SIGN_UP, ...values }} onEdit={goTo} disabled={busy}>
              <TermsCheckbox
                checked={termsAccepted}
                disabled={busy}
                onChange={(checked) => {
                  setTermsAccepted(checked)
                  if (checked && alert === rules?.TERMS_MESSAGE) setAlert(undefined)
                }}
              />
            </Review>
          )}

          {alert ? <FormAlert>{alert}</FormAlert> : null}

          <SignUpActions
            first={step === 0}
            last={step === LAST_STEP}
            busy={busy}
            submitting={submitting}
            stepValid={stepValid(step)}
            completeLabel={i18n._(COMPLETE_LABEL)}
            onBack={() => goTo(step - 1)}
          />
        </HydratedFieldset>
      </form>
    </div>
  )
}

interface RegistrationOptions {
  setError: UseFormSetError<SignUpValues>
  setAlert: (alert: string | undefined) => void
  goTo: (step: number) => void
}

/**
 * Sends the registration: a refusal shows its reason and its fields' messages, from the first step
 * holding one; success shows the toast and, after 2 seconds, goes to the screen that takes the code.
 */
function useRegistration({ setError, setAlert, goTo }: RegistrationOptions) {
  const { clearStoredUser } = useSession()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const [done, setDone] = useState(false)
  // Leaving the page before the redirect: no navigation from a page that is gone.
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  async function registerAccount(body: SignUpBody) {
    setAlert(undefined)
    try {
      await (await signUpRulesModule.load()).registerUser(body, i18n._(SIGN_UP_FAILED_MESSAGE))
    } catch (error) {
      setAlert(error instanceof Error && error.message ? error.message : i18n._(SIGN_UP_FAILED_MESSAGE))
      const first = showServerErrors(error, setError)
      if (first) goTo(stepOf(first))
      return
    }
    setDone(true)
    showToast(i18n._(SIGN_UP_SUCCESS_MESSAGE), { durationMs: SIGN_UP_TOAST_MS })
    clearStoredUser()
    holdCredentials({ email: body.email, password: body.password })
    // The code's screen carries on where the person was heading (?next=), so the code brings them back there.
    const confirmHref = withReturnPath(paths.confirmEmail.getHref(), returnPathOf(location))
    redirectTimer.current = setTimeout(() => void navigate(confirmHref), SIGN_UP_REDIRECT_MS)
  }

  return { done, registerAccount }
}

function Review({
  values,
  onEdit,
  disabled,
  children,
}: {
  values: SignUpValues
  onEdit: (step: number) => void
  disabled: boolean
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <div className="review column">
      {SIGN_UP_STEPS.slice(0, LAST_STEP).map((step, index) => {
        const title = i18n._(step.title)
        const stepName = title.toLocaleLowerCase(intlLocale())
        return (
          <section key={step.title.id} className="review__section" aria-labelledby={`review-${index}`}>
            <div className="review__header split-row">
              <h3 id={`review-${index}`} className="review__title">
                {title}
              </h3>
              <Button variant="secondary" className="review__edit" onClick={() => onEdit(index)} disabled={disabled}>
                <Trans>
                  Edit<span className="visually-hidden"> {stepName} details</span>
                </Trans>
              </Button>
            </div>
            <dl className="review__list">
              {step.fields.map((field) => (
                <Fact key={field} label={i18n._(FIELD_SPECS[field].label)} className="review__item">
                  {reviewValue(field, values)}
                </Fact>
              ))}
            </dl>
          </section>
        )
      })}
      {children}
    </div>
  )
}
