import { Trans } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { StartTwoFactorSchema } from '../../../../../shared/auth/two-factor'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { BusyButton } from '../../../components/button/button-spinner'
import { CurrentPasswordField } from '../../../components/form/password-field'

type Input = z.input<typeof StartTwoFactorSchema>
type Values = z.output<typeof StartTwoFactorSchema>

const resolver = zodResolver(StartTwoFactorSchema)

/**
 * The start of an enrolment: the password first (POST /api/user/me/two-factor/setup), so a
 * borrowed unlocked browser or a stolen session cannot put someone else's authenticator on the
 * account. `onStart` answers the message of a wrong password, shown on its field.
 */
export function TwoFactorStartForm({ onStart }: { onStart: (password: string) => Promise<string | undefined> }) {
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    mode: 'onTouched',
    defaultValues: { password: '' },
    resolver,
  })
  const busy = formState.isSubmitting

  const begin = handleSubmit(async ({ password }) => {
    const wrong = await onStart(password)
    if (wrong) setError('password', { type: 'server', message: wrong }, { shouldFocus: true })
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void begin(event)

  return (
    <form className="settings__form column" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="two-factor__text">
        <Trans>To turn it on, enter your password.</Trans>
      </p>
      <CurrentPasswordField {...register('password')} error={formState.errors.password?.message} readOnly={busy} />
      <ActionBar>
        <BusyButton type="submit" disabled={busy} busy={busy} busyLabel={<Trans>Starting...</Trans>}>
          <Trans>Turn on two-factor sign-in</Trans>
        </BusyButton>
      </ActionBar>
    </form>
  )
}
