import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Login, LoginInput } from '../../../../../shared/auth/login-schema'
import { FormAlert } from '../../../components/form/form-alert'
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset'
import { CurrentPasswordField } from '../../../components/form/password-field'
import { EmailField } from '../../../components/form/email-field'
import { paths } from '../../../config/paths'
import { lazyZodResolver } from '../../../lib/form/lazy-zod-resolver'
import { lazyModule } from '../../../lib/lazy-module'
import { SIGN_IN_FAILED_MESSAGE } from '../../../lib/session/session-messages'
import { useSession } from '../../../lib/session/session-provider'
import { BusyButton } from '../../../components/button/button-spinner'
import { EMAIL_NOT_CONFIRMED_CODE } from '../../../../../shared/auth/sign-up-confirmation'
import { ApiError } from '../../../lib/api-error'
import { holdCredentials } from '../held-credentials'
import { returnPathOf, withReturnPath } from '../../../lib/session/return-path'
import { SocialSignIn } from './social-sign-in'
import type { TwoFactorCodeStep } from './two-factor-code-step'

/** Spec 2.5: the submit button, and its text while signing in. */
const SIGN_IN_LABEL = msg`SIGN IN SECURELY`
const SIGNING_IN_LABEL = msg`Authenticating...`

// LoginSchema and zod: loaded on the form's first focus or submit, not with the page.
const loginSchema = lazyModule(() => import('../../../../../shared/auth/login-schema'))
const resolver = lazyZodResolver<LoginInput, Login>(async () => (await loginSchema.load()).LoginSchema)
// The code step: loaded when an account with two-factor sign-in answers its challenge, not with the page.
const codeStep = lazyModule(() => import('./two-factor-code-step'))

interface Pending {
  email: string
  challenge: string
  Step: typeof TwoFactorCodeStep
}

/**
 * Spec 2.5 login: email, password (show/hide), forgot-password link, 'SIGN IN SECURELY' (disabled
 * while empty or working, 'Authenticating...' meanwhile), the server's error above the form,
 * disabled Google and Facebook buttons, a link to sign-up. Success goes back to where a guard
 * stopped the user, else to /dashboard/profile (spec 4). A field's message shows once it is left,
 * then follows each change (react-hook-form's onTouched). An account with two-factor sign-in
 * answers a challenge: the code step takes the form's place until the code signs in.
 */
export function SignInForm() {
  const { signIn } = useSession()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const [failure, setFailure] = useState<string | undefined>()
  const [pending, setPending] = useState<Pending | undefined>()
  // The field that takes the focus when the code step gives way to this form again.
  const focusOnReturn = useRef<'email' | 'password' | undefined>(undefined)
  const { register, handleSubmit, control, formState, reset, setValue, setFocus } = useForm<LoginInput, unknown, Login>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
    resolver,
  })
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const canSubmit = !formState.isSubmitting && email.trim() !== '' && password.trim() !== ''

  useEffect(() => {
    if (pending || !focusOnReturn.current) return
    setFocus(focusOnReturn.current)
    focusOnReturn.current = undefined
  }, [pending, setFocus])

  const goOn = () => void navigate(returnPathOf(location) ?? paths.dashboardProfile.getHref(), { replace: true })

  async function signInWith(login: Login) {
    setFailure(undefined)
    try {
      const answer = await signIn(login.email, login.password)
      if ('twoFactorRequired' in answer) {
        // Not there (the network went down): as a failed sign-in, which the next try repeats.
        const loaded = await codeStep.load().catch(() => undefined)
        if (loaded) setPending({ email: login.email, challenge: answer.challenge, Step: loaded.TwoFactorCodeStep })
        else setFailure(i18n._(SIGN_IN_FAILED_MESSAGE))
        return
      }
      goOn()
    } catch (error) {
      // A sign-up not yet confirmed: a new code is on its way; the confirmation screen takes it.
      if (error instanceof ApiError && error.code === EMAIL_NOT_CONFIRMED_CODE) {
        holdCredentials({ email: login.email, password: login.password })
        void navigate(withReturnPath(paths.confirmEmail.getHref(), returnPathOf(location)), { state: location.state })
        return
      }
      setFailure(error instanceof Error && error.message ? error.message : i18n._(SIGN_IN_FAILED_MESSAGE))
    }
  }

  const submit = handleSubmit(signInWith)
  // A rejected submit is the rules' chunk not loading: the network is down, and signing in would fail the same way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event).catch(() => setFailure(i18n._(SIGN_IN_FAILED_MESSAGE)))

  if (pending) {
    const { Step } = pending
    return (
      <Step
        email={pending.email}
        challenge={pending.challenge}
        onSignedIn={goOn}
        onExpired={(message) => {
          setValue('password', '')
          setFailure(message)
          focusOnReturn.current = 'password'
          setPending(undefined)
        }}
        onBack={() => {
          reset({ email: '', password: '' })
          focusOnReturn.current = 'email'
          setPending(undefined)
        }}
      />
    )
  }

  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form
        className="auth__form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loginSchema.load().catch(() => undefined)}
        aria-busy={formState.isSubmitting}
      >
        {/* Prerendered, the form is painted before the page's code runs: it takes input once it does. */}
        <HydratedFieldset className="column">
          <EmailField required {...register('email')} error={formState.errors.email?.message} />
          <CurrentPasswordField {...register('password')} error={formState.errors.password?.message} />
          <p className="auth__row">
            <Link to={paths.forgotPassword.getHref()} className="auth__link">
              <Trans>Forgot password?</Trans>
            </Link>
          </p>
          <BusyButton
            type="submit"
            size="lg"
            className="auth__submit"
            disabled={!canSubmit}
            busy={formState.isSubmitting}
            busyLabel={i18n._(SIGNING_IN_LABEL)}
          >
            {i18n._(SIGN_IN_LABEL)}
          </BusyButton>
        </HydratedFieldset>
      </form>
      <SocialSignIn />
    </>
  )
}
