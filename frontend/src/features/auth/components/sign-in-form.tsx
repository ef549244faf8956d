import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import * as z from 'zod/mini'
import { LoginSchema } from '../../../../../shared/auth/login-schema'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { EmailField } from '../../../components/form/email-field'
import { paths } from '../../../config/paths'
import { SIGN_IN_FAILED_MESSAGE } from '../session/session-api'
import { useSession } from '../session/session-provider'
import { ButtonSpinner } from './button-spinner'
import { returnPathFrom } from './guards'
import { SocialSignIn } from './social-sign-in'

/** Spec 2.5: the submit button, and its text while signing in. */
export const SIGN_IN_LABEL = 'SIGN IN SECURELY'
export const SIGNING_IN_LABEL = 'Authenticating...'

type Field = 'email' | 'password'

/** What a field says once left: spec 5's 'Email is required!' / 'Password is required!' when blank (LoginSchema). */
function fieldError(field: Field, values: Record<Field, string>): string | undefined {
  const parsed = z.safeParse(LoginSchema, values)
  if (parsed.success) return undefined
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message
}

/**
 * Spec 2.5 login: email, password (show/hide), forgot-password link, 'SIGN IN SECURELY' (disabled
 * while empty or working, 'Authenticating...' meanwhile), the server's error above the form,
 * disabled Google and Facebook buttons, a link to sign-up. Success goes back to where a guard
 * stopped the user, else to /dashboard/profile (spec 4).
 */
export function SignInForm() {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' })
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false })
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()

  const blank = (field: Field) => values[field].trim() === ''
  const errorOf = (field: Field) => (touched[field] ? fieldError(field, values) : undefined)
  const canSubmit = !submitting && !blank('email') && !blank('password')

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = z.safeParse(LoginSchema, values)
    if (!parsed.success) {
      setTouched({ email: true, password: true })
      return
    }
    setSubmitting(true)
    setFailure(undefined)
    try {
      await signIn(parsed.data.email, parsed.data.password)
      void navigate(returnPathFrom(location.state) ?? paths.dashboardProfile.getHref(), { replace: true })
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : SIGN_IN_FAILED_MESSAGE)
      setSubmitting(false)
    }
  }

  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form className="auth__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <EmailField
          name="email"
          required
          value={values.email}
          onChange={change('email')}
          onBlur={leave('email')}
          error={errorOf('email')}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          onBlur={leave('password')}
          error={errorOf('password')}
        />
        <p className="auth__row">
          <Link to={paths.forgotPassword.getHref()} className="auth__link">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="auth__submit" disabled={!canSubmit}>
          {submitting ? (
            <>
              <ButtonSpinner />
              {SIGNING_IN_LABEL}
            </>
          ) : (
            SIGN_IN_LABEL
          )}
        </Button>
      </form>
      <SocialSignIn />
    </>
  )
}
