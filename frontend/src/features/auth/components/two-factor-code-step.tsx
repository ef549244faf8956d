import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { BusyButton } from '../../../components/button/button-spinner'
import { AuthenticatorCodeField } from '../../../components/form/authenticator-code-field'
import { FormAlert } from '../../../components/form/form-alert'
import { site } from '../../../config/site'
import { ApiError } from '../../../lib/api-error'
import { lazyZodResolver } from '../../../lib/form/lazy-zod-resolver'
import { lazyModule } from '../../../lib/lazy-module'
import { SIGN_IN_FAILED_MESSAGE } from '../../../lib/session/session-messages'
import { useSession } from '../../../lib/session/session-provider'

/** The code step's submit button, and its text while the code is checked (spec 2.5's conventions). */
export const VERIFY_LABEL = msg`VERIFY CODE`
export const VERIFYING_LABEL = msg`Verifying...`

interface CodeForm {
  code: string
}

// The code's rule (zod and the shared schema): loaded on the step's first focus or submit, as the
// password step loads its own.
const twoFactorRules = lazyModule(() => import('../../../../../shared/auth/two-factor'))
const loadRules = () => void twoFactorRules.load().catch(() => undefined)
const resolver = lazyZodResolver<CodeForm, CodeForm>(async () => (await twoFactorRules.load()).AuthenticatorCodeFormSchema)

export interface TwoFactorCodeStepProps {
  email: string
  /** Cognito's challenge from the password step (valid 3 minutes). */
  challenge: string
  /** The session is stored: go on to where the user was heading. */
  onSignedIn: () => void
  /** The challenge ran out: back to the password step, which shows `message`. */
  onExpired: (message: string) => void
  /** 'Use a different account': back to an empty password step. */
  onBack: () => void
}

/**
 * Sign-in's second step for an account with two-factor sign-in, on the same screen as the
 * password: one field for the authenticator's 6-digit code (numeric keypad, one-time-code autofill,
 * '123 456' pastes), the button disabled while empty or working, the server's refusal above the
 * field as on the password step. Its heading takes the focus when it appears.
 */
export function TwoFactorCodeStep({ email, challenge, onSignedIn, onExpired, onBack }: TwoFactorCodeStepProps) {
  const { verifyTwoFactor } = useSession()
  const { i18n } = useLingui()
  const brand = site.name
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, control, formState, resetField, setFocus } = useForm<CodeForm>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver,
  })
  const code = useWatch({ control, name: 'code' })
  const busy = formState.isSubmitting
  const canSubmit = !busy && code.trim() !== ''

  useEffect(() => headingRef.current?.focus(), [])

  const verify = handleSubmit(async (form) => {
    setFailure(undefined)
    try {
      await verifyTwoFactor(email, challenge, form.code)
      onSignedIn()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onExpired(error.message)
        return
      }
      const wrongCode = error instanceof ApiError ? error.fields?.code : undefined
      setFailure(wrongCode ?? (error instanceof Error && error.message ? error.message : i18n._(SIGN_IN_FAILED_MESSAGE)))
      // A refused code is spent: the next one is typed afresh.
      if (wrongCode) {
        resetField('code')
        setFocus('code')
      }
    }
  })
  // A rejected submit is the rule's chunk not loading: the network is down, and the check would fail the same way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void verify(event).catch(() => setFailure(i18n._(SIGN_IN_FAILED_MESSAGE)))

  return (
    <form className="auth__form column" noValidate onSubmit={onSubmit} onFocus={loadRules} aria-busy={busy}>
      <h2 ref={headingRef} tabIndex={-1} className="auth__step-title">
        <Trans>Enter your sign-in code</Trans>
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p className="auth__note">
        <Trans>Open the authenticator app on your phone and enter the 6-digit code it shows for {brand}.</Trans>
      </p>
      <AuthenticatorCodeField registration={register('code')} error={formState.errors.code?.message} readOnly={busy} />
      <BusyButton type="submit" size="lg" className="auth__submit" disabled={!canSubmit} busy={busy} busyLabel={i18n._(VERIFYING_LABEL)}>
        {i18n._(VERIFY_LABEL)}
      </BusyButton>
      <p className="auth__note">
        <Trans>
          Signing in as <strong>{email}</strong>.{' '}
          <button type="button" className="auth__text-button" onClick={onBack} disabled={busy}>
            Use a different account
          </button>
        </Trans>
      </p>
    </form>
  )
}
