import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import * as z from 'zod/mini'
import { SignUpCodeSchema } from '../../../../../shared/auth/sign-up-code-schema'
import { EMAIL_NOT_CONFIRMED_CODE } from '../../../../../shared/auth/sign-up-confirmation'
import { ButtonLink } from '../../../components/button/button'
import { BusyButton } from '../../../components/button/button-spinner'
import { FormAlert } from '../../../components/form/form-alert'
import { CodeField } from '../../../components/form/code-field'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useSession } from '../../../lib/session/session-provider'
import { forgetCredentials, heldCredentials, type HeldCredentials } from '../held-credentials'
import { returnPathOf, withReturnPath } from '../../../lib/session/return-path'

const CONFIRM_LABEL = msg`Confirm and sign in`
const CONFIRM_FAILED_MESSAGE = msg`Could not confirm your e-mail. Please try again.`
const RESEND_FAILED_MESSAGE = msg`Could not send a new code. Please try again.`

const CodeFormSchema = z.object({ code: SignUpCodeSchema })
type CodeInput = z.input<typeof CodeFormSchema>
type CodeForm = z.output<typeof CodeFormSchema>
const resolver = zodResolver(CodeFormSchema)

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

/**
 * The code e-mailed at sign-up finishes the account and signs the person in.
 * The e-mail and password come from the sign-up or sign-in just made (held in memory); without them
 * (a reload, a bookmark) the screen asks the person to sign in, which sends a new code.
 */
export function ConfirmEmailForm() {
  const [credentials] = useState(heldCredentials)
  if (!credentials) return <SignInFirst />
  return <CodeStep credentials={credentials} />
}

function SignInFirst() {
  const location = useLocation()
  return (
    <div className="auth__form column">
      <p className="auth__note">
        <Trans>
          To enter the code from your e-mail, sign in with your e-mail address and password first. We will send you a new code and bring you back
          here.
        </Trans>
      </p>
      <ButtonLink to={withReturnPath(paths.signIn.getHref(), returnPathOf(location))} size="lg" className="auth__submit">
        <Trans>Go to sign in</Trans>
      </ButtonLink>
    </div>
  )
}

function CodeStep({ credentials }: { credentials: HeldCredentials }) {
  const { signIn } = useSession()
  const { t, i18n } = useLingui()
  const { email } = credentials
  const navigate = useNavigate()
  const location = useLocation()
  const [failure, setFailure] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const [resending, setResending] = useState(false)
  const { register, handleSubmit, setError, control, formState } = useForm<CodeInput, unknown, CodeForm>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver,
  })
  const code = useWatch({ control, name: 'code' })
  const submitting = formState.isSubmitting
  const busy = submitting || resending

  const signedIn = () => {
    forgetCredentials()
    // Back to where the person was heading before signing up (a payment, with its amount), else their profile.
    void navigate(returnPathOf(location) ?? paths.dashboardProfile.getHref(), { replace: true })
  }

  const confirm = handleSubmit(async (form) => {
    setFailure(undefined)
    setNotice(undefined)
    try {
      await signIn(credentials.email, credentials.password, form.code)
      signedIn()
    } catch (error) {
      const codeMessage = error instanceof ApiError ? error.fields?.code : undefined
      if (codeMessage) setError('code', { type: 'server', message: codeMessage })
      else setFailure(messageOf(error, i18n._(CONFIRM_FAILED_MESSAGE)))
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void confirm(event)

  // A sign-in without the code: the server checks the password again and e-mails a new code.
  async function resend() {
    setResending(true)
    setFailure(undefined)
    setNotice(undefined)
    try {
      await signIn(credentials.email, credentials.password)
      // Confirmed meanwhile (another tab): this was an ordinary sign-in.
      signedIn()
    } catch (error) {
      if (error instanceof ApiError && error.code === EMAIL_NOT_CONFIRMED_CODE) setNotice(t`We have sent a new code to ${email}.`)
      else setFailure(messageOf(error, i18n._(RESEND_FAILED_MESSAGE)))
    } finally {
      setResending(false)
    }
  }

  return (
    <form className="auth__form column" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p className="auth__note">
        <Trans>
          We sent a 6-digit code to <strong>{email}</strong>. It can take a minute to arrive; check your spam folder too.
        </Trans>
      </p>
      <CodeField registration={register('code')} error={formState.errors.code?.message} readOnly={busy} />
      <BusyButton
        type="submit"
        size="lg"
        className="auth__submit"
        disabled={busy || code.trim() === ''}
        busy={submitting}
        busyLabel={<Trans>Confirming...</Trans>}
      >
        {i18n._(CONFIRM_LABEL)}
      </BusyButton>
      <p className="auth__note">
        <Trans>No code?</Trans>{' '}
        <button type="button" className="auth__text-button" onClick={() => void resend()} disabled={busy}>
          {resending ? <Trans>Sending...</Trans> : <Trans>Send a new code</Trans>}
        </button>
      </p>
      <p className="auth__note">
        <Trans>
          If this address already has an account, we e-mailed it a code to reset the password instead:{' '}
          <Link to={paths.forgotPassword.getHref()} className="auth__link">
            reset your password
          </Link>{' '}
          or{' '}
          <Link to={paths.signIn.getHref()} className="auth__link">
            sign in
          </Link>
          .
        </Trans>
      </p>
    </form>
  )
}
