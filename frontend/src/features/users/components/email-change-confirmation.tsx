import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { ConfirmEmailChangeSchema } from '../../../../../shared/users/update-user-schema'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { BusyButton } from '../../../components/button/button-spinner'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { CodeField } from '../../../components/form/code-field'
import { showToast } from '../../../components/toast/toast-store'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

type Input = z.input<typeof ConfirmEmailChangeSchema>
type Values = z.output<typeof ConfirmEmailChangeSchema>
const resolver = zodResolver(ConfirmEmailChangeSchema)
const CONFIRM_FAILED = msg`Could not confirm the new e-mail. Please try again.`

/** How long the 'signed in with the new address' notice stays after the change ends this session. */
const MOVED_NOTICE_MS = 8_000

/**
 * A waiting e-mail change: the code Cognito sent to the new address finishes it. The
 * change then ends every session, this one too, so the user signs in again with the new address.
 */
export function EmailChangeConfirmation({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { signOut } = useSession()
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver,
  })
  const sending = formState.isSubmitting

  const confirm = handleSubmit(async ({ code }) => {
    setFailure(undefined)
    try {
      const moved = await call(userRoutes.confirmEmailChange, { body: { code }, fallbackMessage: i18n._(CONFIRM_FAILED) })
      const newEmail = moved.email
      showToast(t`Your e-mail is now ${newEmail}. Sign in with it.`, { durationMs: MOVED_NOTICE_MS })
      signOut()
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.code : undefined
      if (message) setError('code', { type: 'server', message })
      else setFailure(error instanceof Error ? error.message : i18n._(CONFIRM_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void confirm(event)

  return (
    <Card
      title={t`Confirm your new e-mail`}
      titleId="settings-email-change"
      lead={t`We sent a 6-digit code to ${pendingEmail}. Until you enter it, you keep signing in with ${email}.`}
    >
      <form className="settings__form column" noValidate onSubmit={submit} aria-busy={sending}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <CodeField
          label={t`Code`}
          hint={t`Confirming signs you out everywhere; sign in again with the new address.`}
          registration={register('code')}
          error={formState.errors.code?.message}
          readOnly={sending}
        />
        <ActionBar>
          <BusyButton type="submit" disabled={sending} busy={sending} busyLabel={<Trans>Confirming...</Trans>}>
            <Trans>Confirm e-mail</Trans>
          </BusyButton>
        </ActionBar>
      </form>
    </Card>
  )
}
