import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { ButtonLink } from '../../../components/button/button'
import { BusyButton } from '../../../components/button/button-spinner'
import { EmailField } from '../../../components/form/email-field'
import { FormAlert } from '../../../components/form/form-alert'
import { NewPasswordFields } from '../../../components/form/new-password-fields'
import { CodeField } from '../../../components/form/code-field'
import { paths } from '../../../config/paths'
import { lazyZodResolver } from '../../../lib/form/lazy-zod-resolver'
import { lazyModule } from '../../../lib/lazy-module'
import type { RequestCode, RequestCodeInput, ResetForm, ResetFormInput } from '../rules/forgot-password-rules'

const REQUEST_FAILED_MESSAGE = msg`Could not send the code. Please try again.`
const RESET_FAILED_MESSAGE = msg`Could not reset the password. Please try again.`

// The schemas (zod, the route table's) and the API client: loaded on the form's first focus or
// submit, not with the page.
const forgotPasswordRules = lazyModule(() => import('../rules/forgot-password-rules'))
const loadRules = () => void forgotPasswordRules.load().catch(() => undefined)
const requestResolver = lazyZodResolver<RequestCodeInput, RequestCode>(async () => (await forgotPasswordRules.load()).RequestCodeSchema)
const resetResolver = lazyZodResolver<ResetFormInput, ResetForm>(async () => (await forgotPasswordRules.load()).ResetFormSchema)

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

type Stage = { name: 'request' } | { name: 'reset'; email: string; notice: string } | { name: 'done'; notice: string }

/**
 * Forgot password (linked from sign-in): the e-mail address asks for a code (the server's answer is
 * shown as is, the same for every address); the 6-digit code and a new password under the sign-up
 * rules set it; then back to sign in. Each step's heading takes the focus when the step changes.
 */
export function ForgotPasswordForm() {
  const [stage, setStage] = useState<Stage>({ name: 'request' })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [stage.name])

  const go = (next: Stage) => {
    moved.current = true
    setStage(next)
  }

  if (stage.name === 'done') {
    return (
      <div className="auth__form column">
        <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
          <Trans>Password changed</Trans>
        </h2>
        <FormAlert tone="success">{stage.notice}</FormAlert>
        <ButtonLink to={paths.signIn.getHref()} size="lg" className="auth__submit">
          <Trans>Back to sign in</Trans>
        </ButtonLink>
      </div>
    )
  }
  if (stage.name === 'request') {
    return <RequestCodeStep headingRef={headingRef} onSent={(email, notice) => go({ name: 'reset', email, notice })} />
  }
  return (
    <ResetStep
      headingRef={headingRef}
      email={stage.email}
      notice={stage.notice}
      onResent={(notice) => setStage({ ...stage, notice })}
      onStartOver={() => go({ name: 'request' })}
      onDone={(notice) => go({ name: 'done', notice })}
    />
  )
}

interface StepProps {
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Step 1: the address the code goes to. */
function RequestCodeStep({ headingRef, onSent }: StepProps & { onSent: (email: string, notice: string) => void }) {
  const { i18n } = useLingui()
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, formState } = useForm<RequestCodeInput, unknown, RequestCode>({
    mode: 'onTouched',
    defaultValues: { email: '' },
    resolver: requestResolver,
  })

  const send = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const rules = await forgotPasswordRules.load()
      onSent(body.email, (await rules.requestResetCode(body, i18n._(REQUEST_FAILED_MESSAGE))).message)
    } catch (error) {
      setFailure(messageOf(error, i18n._(REQUEST_FAILED_MESSAGE)))
    }
  })
  // A rejected submit is the rules' chunk not loading: the network is down, and the request would fail the same way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void send(event).catch(() => setFailure(i18n._(REQUEST_FAILED_MESSAGE)))
  const busy = formState.isSubmitting

  return (
    <form className="auth__form column" noValidate onSubmit={onSubmit} onFocus={loadRules} aria-busy={busy}>
      <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
        <Trans>Step 1 of 2: your e-mail address</Trans>
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <EmailField required {...register('email')} error={formState.errors.email?.message} readOnly={busy} />
      <BusyButton type="submit" size="lg" className="auth__submit" disabled={busy} busy={busy} busyLabel={<Trans>Sending...</Trans>}>
        <Trans>Send reset code</Trans>
      </BusyButton>
    </form>
  )
}

interface ResetStepProps extends StepProps {
  email: string
  notice: string
  onResent: (notice: string) => void
  onStartOver: () => void
  onDone: (notice: string) => void
}

/** Step 2: the code from the e-mail and the new password, typed twice. */
function ResetStep({ headingRef, email, notice, onResent, onStartOver, onDone }: ResetStepProps) {
  const { i18n } = useLingui()
  const [failure, setFailure] = useState<string | undefined>()
  const [resending, setResending] = useState(false)
  const { register, handleSubmit, formState } = useForm<ResetFormInput, unknown, ResetForm>({
    mode: 'onTouched',
    defaultValues: { code: '', password: '', confirm: '' },
    resolver: resetResolver,
  })

  const reset = handleSubmit(async (form) => {
    setFailure(undefined)
    try {
      const rules = await forgotPasswordRules.load()
      onDone((await rules.resetPassword(email, form, i18n._(RESET_FAILED_MESSAGE))).message)
    } catch (error) {
      setFailure(messageOf(error, i18n._(RESET_FAILED_MESSAGE)))
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void reset(event).catch(() => setFailure(i18n._(RESET_FAILED_MESSAGE)))

  async function resend() {
    setResending(true)
    setFailure(undefined)
    try {
      const rules = await forgotPasswordRules.load()
      onResent((await rules.requestResetCode({ email }, i18n._(REQUEST_FAILED_MESSAGE))).message)
    } catch (error) {
      setFailure(messageOf(error, i18n._(REQUEST_FAILED_MESSAGE)))
    } finally {
      setResending(false)
    }
  }

  const busy = formState.isSubmitting || resending
  return (
    <form className="auth__form column" noValidate onSubmit={onSubmit} onFocus={loadRules} aria-busy={busy}>
      <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
        <Trans>Step 2 of 2: code and new password</Trans>
      </h2>
      <FormAlert tone="success">{notice}</FormAlert>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p className="auth__note">
        <Trans>
          For <strong>{email}</strong>.{' '}
          <button type="button" className="auth__text-button" onClick={onStartOver} disabled={busy}>
            Use a different e-mail
          </button>
        </Trans>
      </p>
      <CodeField registration={register('code')} error={formState.errors.code?.message} readOnly={busy} />
      <NewPasswordFields
        password={{ ...register('password'), error: formState.errors.password?.message }}
        confirm={{ ...register('confirm'), error: formState.errors.confirm?.message }}
        readOnly={busy}
      />
      <BusyButton
        type="submit"
        size="lg"
        className="auth__submit"
        disabled={busy}
        busy={formState.isSubmitting}
        busyLabel={<Trans>Resetting...</Trans>}
      >
        <Trans>Reset password</Trans>
      </BusyButton>
      <p className="auth__note">
        <Trans>
          No code?{' '}
          <button type="button" className="auth__text-button" onClick={() => void resend()} disabled={busy}>
            Send it again
          </button>
        </Trans>
      </p>
    </form>
  )
}
