import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, ButtonLink } from '../../../components/button/button'
import { EmailField } from '../../../components/form/email-field'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import { paths } from '../../../config/paths'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { PASSWORD_HINT } from '../../../components/form/person-fields'
import type { ResetField } from '../rules/forgot-password-rules'
import { ButtonSpinner } from '../../../components/button/button-spinner'

const REQUEST_FAILED_MESSAGE = 'Could not send the code. Please try again.'
const RESET_FAILED_MESSAGE = 'Could not reset the password. Please try again.'

// The rules (zod, the route table's schemas) and the API client: loaded on the form's first focus
// or submit, not with the page. A field's message shows once they are there.
const forgotPasswordRules = lazyModule(() => import('../rules/forgot-password-rules'))

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

/**
 * Forgot password (linked from sign-in): the e-mail address asks for a code (the server's answer is
 * shown as is, the same for every address); the 6-digit code and a new password under the sign-up
 * rules set it; then back to sign in.
 */
export function ForgotPasswordForm() {
  const [stage, setStage] = useState<'request' | 'reset' | 'done'>('request')
  const [email, setEmail] = useState('')
  const [emailTouched, setEmailTouched] = useState(false)
  const [values, setValues] = useState<Record<ResetField, string>>({ code: '', password: '', confirm: '' })
  const [touched, setTouched] = useState<Partial<Record<ResetField, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [notice, setNotice] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [stage])

  const [rules, loadRules] = useLazyModule(forgotPasswordRules)
  const startLoadingRules = () => void loadRules().catch(() => undefined)

  const errors = rules?.resetErrors(email, values) ?? {}
  const shown = (field: ResetField) => (touched[field] ? errors[field] : undefined)

  /** True from a submit until its answer, including while the rules load (a second submit does nothing). */
  const busy = useRef(false)

  /** Runs a submit once at a time, with the rules loaded; false when their chunk did not arrive. */
  async function withRules(run: (loaded: NonNullable<typeof rules>) => Promise<void>, failedMessage: string) {
    if (busy.current) return
    busy.current = true
    try {
      const loaded = await loadRules().catch(() => undefined)
      // The rules' chunk did not load: the network is down, and the request would fail the same way.
      if (loaded) await run(loaded)
      else setFailure(failedMessage)
    } finally {
      busy.current = false
    }
  }

  async function requestCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    setEmailTouched(true)
    await withRules(async (loaded) => {
      const body = loaded.parseRequest(email)
      if (!body) return
      setSubmitting(true)
      setFailure(undefined)
      try {
        const answer = await loaded.requestResetCode(body, REQUEST_FAILED_MESSAGE)
        setNotice(answer.message)
        setEmail(body.email)
        moved.current = true
        setStage('reset')
      } catch (error) {
        setFailure(messageOf(error, REQUEST_FAILED_MESSAGE))
      } finally {
        setSubmitting(false)
      }
    }, REQUEST_FAILED_MESSAGE)
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched({ code: true, password: true, confirm: true })
    await withRules(async (loaded) => {
      const body = loaded.parseReset(email, values)
      if (!body || loaded.resetErrors(email, values).confirm) return
      setSubmitting(true)
      setFailure(undefined)
      try {
        const answer = await loaded.resetPassword(body, RESET_FAILED_MESSAGE)
        setNotice(answer.message)
        moved.current = true
        setStage('done')
      } catch (error) {
        setFailure(messageOf(error, RESET_FAILED_MESSAGE))
      } finally {
        setSubmitting(false)
      }
    }, RESET_FAILED_MESSAGE)
  }

  const change = (field: ResetField) => (event: { target: { value: string } }) => {
    const value = field === 'code' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value
    setValues((current) => ({ ...current, [field]: value }))
  }
  const leave = (field: ResetField) => () => setTouched((current) => ({ ...current, [field]: true }))

  const startOver = () => {
    setStage('request')
    setNotice(undefined)
    setFailure(undefined)
    setValues({ code: '', password: '', confirm: '' })
    setTouched({})
    moved.current = true
  }

  if (stage === 'done') {
    return (
      <div className="auth__form">
        <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
          Password changed
        </h2>
        <FormAlert tone="success">{notice}</FormAlert>
        <ButtonLink to={paths.signIn.getHref()} size="lg" className="auth__submit">
          Back to sign in
        </ButtonLink>
      </div>
    )
  }

  if (stage === 'request') {
    return (
      <form className="auth__form" noValidate onSubmit={(event) => void requestCode(event)} onFocus={startLoadingRules} aria-busy={submitting}>
        <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
          Step 1 of 2: your e-mail address
        </h2>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <EmailField
          name="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setEmailTouched(true)}
          error={emailTouched ? rules?.emailError(email) : undefined}
          disabled={submitting}
        />
        <Button type="submit" size="lg" className="auth__submit" disabled={submitting}>
          {submitting ? (
            <>
              <ButtonSpinner />
              Sending...
            </>
          ) : (
            'Send reset code'
          )}
        </Button>
      </form>
    )
  }

  return (
    <form className="auth__form" noValidate onSubmit={(event) => void reset(event)} onFocus={startLoadingRules} aria-busy={submitting}>
      <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
        Step 2 of 2: code and new password
      </h2>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p className="auth__note">
        For <strong>{email}</strong>.{' '}
        <button type="button" className="auth__text-button" onClick={startOver} disabled={submitting}>
          Use a different e-mail
        </button>
      </p>
      <TextField
        label="Code from the e-mail"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        required
        value={values.code}
        onChange={change('code')}
        onBlur={leave('code')}
        error={shown('code')}
        disabled={submitting}
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
        value={values.password}
        onChange={change('password')}
        onBlur={leave('password')}
        error={shown('password')}
        disabled={submitting}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={change('confirm')}
        onBlur={leave('confirm')}
        error={shown('confirm')}
        disabled={submitting}
      />
      <Button type="submit" size="lg" className="auth__submit" disabled={submitting}>
        {submitting ? (
          <>
            <ButtonSpinner />
            Resetting...
          </>
        ) : (
          'Reset password'
        )}
      </Button>
      <p className="auth__note">
        No code?{' '}
        <button type="button" className="auth__text-button" onClick={() => void requestCode()} disabled={submitting}>
          Send it again
        </button>
      </p>
    </form>
  )
}
