import { useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { EmailField } from '../../../components/form/email-field'
import { paths } from '../../../config/paths'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { SIGN_IN_FAILED_MESSAGE } from '../../../lib/session/session-messages'
import type { LoginField } from '../rules/sign-in-rules'
import { useSession } from '../../../lib/session/session-provider'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { returnPathFrom } from './guards'
import { SocialSignIn } from './social-sign-in'

/** Spec 2.5: the submit button, and its text while signing in. */
export const SIGN_IN_LABEL = 'SIGN IN SECURELY'
export const SIGNING_IN_LABEL = 'Authenticating...'

type Field = LoginField

// LoginSchema and zod: loaded on the form's first focus or submit, not with the page.
const signInRules = lazyModule(() => import('../rules/sign-in-rules'))

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
  const [rules, loadRules] = useLazyModule(signInRules)

  const blank = (field: Field) => values[field].trim() === ''
  // A field left before the rules arrived shows its message when they do.
  const errorOf = (field: Field) => (touched[field] ? rules?.loginFieldError(field, values) : undefined)
  const canSubmit = !submitting && !blank('email') && !blank('password')

  const change = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }))
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }))

  /** True from a submit until its answer, including while the rules load (a second submit does nothing). */
  const busy = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await signInWith(values)
    } finally {
      busy.current = false
    }
  }

  async function signInWith(typed: Record<Field, string>) {
    const loaded = await loadRules().catch(() => undefined)
    if (!loaded) {
      // The rules' chunk did not load: the network is down, and signing in would fail the same way.
      setFailure(SIGN_IN_FAILED_MESSAGE)
      return
    }
    const login = loaded.parseLogin(typed)
    if (!login) {
      setTouched({ email: true, password: true })
      return
    }
    setSubmitting(true)
    setFailure(undefined)
    try {
      await signIn(login.email, login.password)
      void navigate(returnPathFrom(location.state) ?? paths.dashboardProfile.getHref(), { replace: true })
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : SIGN_IN_FAILED_MESSAGE)
      setSubmitting(false)
    }
  }

  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form
        className="auth__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadRules().catch(() => undefined)}
        aria-busy={submitting}
      >
        <EmailField name="email" required value={values.email} onChange={change('email')} onBlur={leave('email')} error={errorOf('email')} />
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
