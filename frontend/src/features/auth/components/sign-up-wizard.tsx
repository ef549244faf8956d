import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import { Stepper } from '../../../components/stepper/stepper'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import type { SignUpErrors } from '../rules/sign-up-rules'
import { useSession } from '../../../lib/session/session-provider'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { FIELD_SPECS, type SignUpField } from '../../../components/form/person-fields'
import { EMPTY_SIGN_UP, SIGN_UP_STEPS, type SignUpValues } from './sign-up-fields'
import './sign-up-wizard.css'

/** Spec 8 sign-up texts and spec 4/9 timings. */
export const SIGN_UP_SUCCESS_MESSAGE = 'New user registered successfully!!'
export const SIGN_UP_FAILED_MESSAGE = 'Registration failed'
export const SIGN_UP_TOAST_MS = 2500
export const SIGN_UP_REDIRECT_MS = 2000
export const COMPLETE_LABEL = 'Complete Registration'

const ALL_FIELDS = Object.keys(EMPTY_SIGN_UP) as SignUpField[]
const LAST_STEP = SIGN_UP_STEPS.length - 1

type Errors = SignUpErrors

// The shared schema, zod, the route table and the API client: loaded on the form's
// first focus or submit, not with the page. Until they are there, no step counts as valid.
const signUpRulesModule = lazyModule(() => import('../rules/sign-up-rules'))

const stepOf = (field: SignUpField): number => SIGN_UP_STEPS.findIndex((step) => step.fields.includes(field))

/** A server refusal mapped onto the fields it names (400 `fields`; a 409 about the email). */
function serverFieldErrors(error: ApiError): Errors {
  const errors: Errors = {}
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key in EMPTY_SIGN_UP) errors[key as SignUpField] = message
  }
  if (error.status === 409 && /e-?mail/i.test(error.message)) errors.email ??= error.message
  return errors
}

function reviewValue(field: SignUpField, values: SignUpValues): string {
  if (field === 'password') return '•'.repeat(Math.min(values.password.length, 12))
  return values[field].trim()
}

/**
 * Spec 2.5/4/5 sign-up stepper: Personal, Contact, Address, Review. Fields are checked with
 * `signUpSchema(today)` (the server's own rules and messages) on change once left, on leaving and on
 * advancing; Next waits for a valid step. Complete Registration asks for the terms box, sends the
 * schema's flat output, then shows the success toast and goes to sign-in after 2 seconds.
 */
export function SignUpWizard() {
  const { clearStoredUser } = useSession()
  const navigate = useNavigate()
  // The age rule counts from the day the page opened, as the date field's max.
  const [now] = useState(() => new Date())
  const today = now.toISOString().slice(0, 10)
  const [rulesModule, loadRules] = useLazyModule(signUpRulesModule)
  const rules = useMemo(() => rulesModule?.signUpRules(now), [rulesModule, now])
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP)
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [alert, setAlert] = useState<string | undefined>()
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'done'>('editing')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const errors = useMemo(() => rules?.validate(values), [rules, values])
  const shownError = (field: SignUpField) => serverErrors[field] ?? (touched[field] ? errors?.[field] : undefined)
  const current = SIGN_UP_STEPS[step] ?? { title: '', heading: '', fields: [] }
  const stepValid = (index: number) =>
    errors !== undefined && (SIGN_UP_STEPS[index]?.fields ?? []).every((field) => !errors[field] && !serverErrors[field])
  const busy = phase !== 'editing'

  // A new step: its heading takes focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  // Leaving the page before the redirect: no navigation from a page that is gone.
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const goTo = (index: number) => {
    moved.current = true
    setStep(index)
  }

  const touch = (fields: readonly SignUpField[]) =>
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }))

  const change = (field: SignUpField, raw: string) => {
    const format = FIELD_SPECS[field].format
    setValues((current) => ({ ...current, [field]: format ? format(raw) : raw }))
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest)
  }

  const next = () => {
    touch(current.fields)
    if (stepValid(step)) {
      setAlert(undefined)
      goTo(step + 1)
    }
  }

  async function complete() {
    let loaded
    try {
      loaded = await loadRules()
    } catch {
      // The rules' chunk did not load: the network is down, and registering would fail the same way.
      setAlert(SIGN_UP_FAILED_MESSAGE)
      return
    }
    if (!termsAccepted) {
      setAlert(loaded.TERMS_MESSAGE)
      return
    }
    const body = loaded.signUpRules(now).parse(values)
    if (!body) {
      // Spec 4: show every error and return to step 1.
      touch(ALL_FIELDS)
      setAlert(undefined)
      goTo(0)
      return
    }
    setAlert(undefined)
    setPhase('submitting')
    try {
      await loaded.registerUser(body, SIGN_UP_FAILED_MESSAGE)
    } catch (error) {
      setPhase('editing')
      const message = error instanceof Error && error.message ? error.message : SIGN_UP_FAILED_MESSAGE
      setAlert(message)
      if (error instanceof ApiError) {
        const fieldErrors = serverFieldErrors(error)
        const first = ALL_FIELDS.find((field) => fieldErrors[field])
        if (first) {
          setServerErrors(fieldErrors)
          goTo(stepOf(first))
        }
      }
      return
    }
    setPhase('done')
    showToast(SIGN_UP_SUCCESS_MESSAGE, { durationMs: SIGN_UP_TOAST_MS })
    clearStoredUser()
    redirectTimer.current = setTimeout(() => void navigate(paths.signIn.getHref()), SIGN_UP_REDIRECT_MS)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (step < LAST_STEP) next()
    else void complete()
  }

  return (
    <div className="sign-up">
      <Stepper steps={SIGN_UP_STEPS.map((item) => item.title)} current={step} label="Registration steps" />

      <form
        className="sign-up__form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadRules().catch(() => undefined)}
        aria-busy={phase === 'submitting'}
      >
        <h2 ref={headingRef} tabIndex={-1} className="sign-up__heading">
          <span className="sign-up__step-count">
            Step {step + 1} of {SIGN_UP_STEPS.length}
            <span className="visually-hidden">: </span>
          </span>
          {current.heading}
        </h2>

        {step < LAST_STEP ? (
          <div className="sign-up__grid">
            {current.fields.map((field) => {
              const spec = FIELD_SPECS[field]
              const common = {
                label: spec.label,
                name: field,
                required: true,
                disabled: busy,
                value: values[field],
                hint: spec.hint,
                error: shownError(field),
                className: spec.width ? `sign-up__field--${spec.width}` : undefined,
                onChange: (event: { target: { value: string } }) => change(field, event.target.value),
                onBlur: () => touch([field]),
              }
              return field === 'password' ? (
                <PasswordField key={field} {...common} {...spec.input} />
              ) : (
                <TextField key={field} {...common} {...spec.input} {...(field === 'dateOfBirth' ? { max: today } : {})} />
              )
            })}
          </div>
        ) : (
          <Review values={values} onEdit={goTo} disabled={busy}>
            <div className="sign-up__terms">
              <input
                id="sign-up-terms"
                type="checkbox"
                className="sign-up__checkbox"
                checked={termsAccepted}
                disabled={busy}
                onChange={(event) => {
                  setTermsAccepted(event.target.checked)
                  if (event.target.checked && alert === rulesModule?.TERMS_MESSAGE) setAlert(undefined)
                }}
              />
              <label htmlFor="sign-up-terms">
                I agree to the{' '}
                <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
                  Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
                </Link>{' '}
                and the{' '}
                <Link to={paths.privacy.getHref()} target="_blank" rel="noopener">
                  Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
                .
              </label>
            </div>
          </Review>
        )}

        {alert ? <FormAlert>{alert}</FormAlert> : null}

        <div className="sign-up__actions">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
            Back
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" disabled={!stepValid(step) || busy}>
              Next
            </Button>
          ) : (
            <Button type="submit" disabled={busy}>
              {phase === 'submitting' ? (
                <>
                  <ButtonSpinner />
                  Registering...
                </>
              ) : (
                COMPLETE_LABEL
              )}
            </Button>
          )}
        </div>
      </form>
    </div>
  )
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
  return (
    <div className="review">
      {SIGN_UP_STEPS.slice(0, LAST_STEP).map((step, index) => (
        <section key={step.title} className="review__section" aria-labelledby={`review-${index}`}>
          <div className="review__header">
            <h3 id={`review-${index}`} className="review__title">
              {step.title}
            </h3>
            <Button variant="secondary" className="review__edit" onClick={() => onEdit(index)} disabled={disabled}>
              Edit<span className="visually-hidden"> {step.title.toLowerCase()} details</span>
            </Button>
          </div>
          <dl className="review__list">
            {step.fields.map((field) => (
              <div key={field} className="review__item">
                <dt>{FIELD_SPECS[field].label}</dt>
                <dd>{reviewValue(field, values)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {children}
    </div>
  )
}
