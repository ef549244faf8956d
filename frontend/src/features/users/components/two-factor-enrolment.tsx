import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent, type RefObject } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { AuthenticatorCodeFormSchema, type TwoFactorSetup } from '../../../../../shared/auth/two-factor'
import { TOTP_ISSUER } from '../../../../../shared/auth/two-factor-messages'
import type { Session } from '../../../../../shared/users/user'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { BusyButton } from '../../../components/button/button-spinner'
import { AuthenticatorCodeField } from '../../../components/form/authenticator-code-field'
import { FormAlert } from '../../../components/form/form-alert'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import type { TwoFactorQr } from './two-factor-qr'

const CONFIRM_FAILED = msg`Could not turn on two-factor sign-in. Please try again.`
const resolver = zodResolver(AuthenticatorCodeFormSchema)

/** The secret as an app's 'enter a key' screen is easiest to copy from by eye: groups of 4. */
const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export interface TwoFactorEnrolmentProps {
  setup: TwoFactorSetup
  /** The password the setup was started with, held in memory for the confirmation only. */
  password: string
  /** The QR drawing, loaded with the setup (its own chunk). */
  Qr: typeof TwoFactorQr
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The first code was right: two-factor sign-in is on; `session` is the server's answer (a new session: every other one ended). */
  onConfirmed: (session: Session) => void
  /** The setup ran out (409): back to the start, which shows `message`. */
  onExpired: (message: string) => void
  onCancel: () => void
}

/**
 * Enrolling an authenticator app: the QR code of the otpauth URI, the same secret for
 * manual entry (grouped in 4s, with a copy button), and the app's first code, which confirms it
 * (POST /api/user/me/two-factor/confirm, with the password the setup started with). Nothing is on
 * until that code is right.
 */
export function TwoFactorEnrolment({ setup, password, Qr, headingRef, onConfirmed, onExpired, onCancel }: TwoFactorEnrolmentProps) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const issuer = TOTP_ISSUER
  const [failure, setFailure] = useState<string | undefined>()
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>()
  const { register, handleSubmit, control, setError, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver,
  })
  const code = useWatch({ control, name: 'code' })
  const busy = formState.isSubmitting

  const confirm = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      onConfirmed(await call(userRoutes.confirmTwoFactorSetup, { body: { ...body, password }, fallbackMessage: i18n._(CONFIRM_FAILED) }))
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onExpired(error.message)
        return
      }
      const wrongCode = error instanceof ApiError ? error.fields?.code : undefined
      if (wrongCode) setError('code', { type: 'server', message: wrongCode }, { shouldFocus: true })
      else setFailure(error instanceof Error ? error.message : i18n._(CONFIRM_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void confirm(event)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret)
      setCopied('yes')
    } catch {
      // No clipboard (an insecure origin, a refusal): the key stays on screen to select by hand.
      setCopied('no')
    }
  }

  return (
    <div className="two-factor column">
      <h3 ref={headingRef} tabIndex={-1} className="two-factor__heading">
        <Trans>Set up your authenticator app</Trans>
      </h3>
      <ol className="two-factor__steps">
        <li>
          <p>
            <Trans>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code.
            </Trans>
          </p>
          <Qr uri={setup.otpauthUri} label={t`QR code for your authenticator app. If you cannot scan it, enter the key shown below.`} />
        </li>
        <li>
          <p>
            <Trans>Cannot scan it? Choose to enter a setup key in the app, and type this key:</Trans>
          </p>
          <div className="two-factor__key-row">
            <code className="two-factor__key">{groupedSecret(setup.secret)}</code>
            <Button variant="secondary" onClick={() => void copy()}>
              <Trans>Copy key</Trans>
            </Button>
          </div>
          <p role="status" className="two-factor__copied">
            {copied === 'yes' ? <Trans>Key copied.</Trans> : copied === 'no' ? <Trans>Could not copy: select the key and copy it.</Trans> : null}
          </p>
        </li>
        <li>
          <form className="settings__form column" noValidate onSubmit={submit} aria-busy={busy}>
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <AuthenticatorCodeField
              label={t`6-digit code the app shows for ${issuer}`}
              registration={register('code')}
              error={formState.errors.code?.message}
              readOnly={busy}
            />
            <ActionBar>
              <BusyButton type="submit" disabled={busy || code === ''} busy={busy} busyLabel={<Trans>Confirming...</Trans>}>
                <Trans>Confirm and turn on</Trans>
              </BusyButton>
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </ActionBar>
          </form>
        </li>
      </ol>
    </div>
  )
}
