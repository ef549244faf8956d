import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { DisableTwoFactorSchema } from '../../../../../shared/auth/two-factor'
import type { User } from '../../../../../shared/users/user'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { BusyButton } from '../../../components/button/button-spinner'
import { AuthenticatorCodeField } from '../../../components/form/authenticator-code-field'
import { FormAlert } from '../../../components/form/form-alert'
import { CurrentPasswordField } from '../../../components/form/password-field'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'

type Input = z.input<typeof DisableTwoFactorSchema>
type Values = z.output<typeof DisableTwoFactorSchema>

const DISABLE_FAILED = msg`Could not turn off two-factor sign-in. Please try again.`
const resolver = zodResolver(DisableTwoFactorSchema)
const FIELDS = ['password', 'code'] as const

/**
 * Turning two-factor sign-in off (POST /api/user/me/two-factor/disable): the password and a current
 * code, so a borrowed unlocked browser cannot. A wrong one is shown on its field; the session stays.
 */
export function TwoFactorOffForm({ onTurnedOff }: { onTurnedOff: (user: User) => void }) {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
    resolver,
  })
  const busy = formState.isSubmitting

  const turnOff = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      onTurnedOff(await call(userRoutes.disableTwoFactor, { body, fallbackMessage: i18n._(DISABLE_FAILED) }))
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const known = FIELDS.filter((field) => fields[field])
      for (const field of known) setError(field, { type: 'server', message: fields[field] })
      if (known.length === 0) setFailure(error instanceof Error ? error.message : i18n._(DISABLE_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void turnOff(event)

  return (
    <form className="settings__form column" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="two-factor__text">
        <Trans>To turn it off, enter your password and a current code from your authenticator app.</Trans>
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <CurrentPasswordField {...register('password')} error={formState.errors.password?.message} readOnly={busy} />
      <AuthenticatorCodeField registration={register('code')} error={formState.errors.code?.message} readOnly={busy} />
      <ActionBar>
        <BusyButton type="submit" variant="danger" disabled={busy} busy={busy} busyLabel={<Trans>Turning off...</Trans>}>
          <Trans>Turn off two-factor sign-in</Trans>
        </BusyButton>
      </ActionBar>
    </form>
  )
}
