import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Card } from '../../../components/card/card'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { ChangePasswordSchema, confirmationSchema } from '../../../../../shared/users/change-password-schema'
import { FormAlert } from '../../../components/form/form-alert'
import { CurrentPasswordField } from '../../../components/form/password-field'
import { NewPasswordFields } from '../../../components/form/new-password-fields'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { BusyButton } from '../../../components/button/button-spinner'
import { showToast } from '../../../components/toast/toast-store'

/** The body's rules (sign-up password rules, spec 5) and the confirmation box's. */
const ChangePasswordFormSchema = z.intersection(ChangePasswordSchema, confirmationSchema('newPassword'))
type Input = z.input<typeof ChangePasswordFormSchema>
type Values = z.output<typeof ChangePasswordFormSchema>

const EMPTY: Input = { currentPassword: '', newPassword: '', confirm: '' }
const CHANGE_FAILED = msg`Could not change the password. Please try again.`
const resolver = zodResolver(ChangePasswordFormSchema)
/** Long enough to read before the sign-in page takes over. */
const SIGN_IN_AGAIN_NOTICE_MS = 10_000

/**
 * The signed-in user's password: the current one, a new one under the sign-up rules, typed twice.
 * POST /api/user/change-password; a wrong current password is shown on its field and the session
 * stays (it is a 400, not a 401). A change ends every session, this tab's too, so the
 * tab signs in again with the new password at once; with two-factor sign-in on, that
 * needs a code, so the tab is signed out with a notice and the sign-in page asks for both.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { user, signIn, signOut } = useSession()
  const headingId = useId()
  const [failure, setFailure] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Values>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver,
  })
  const saving = formState.isSubmitting
  const { errors } = formState

  const change = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined)
    try {
      const answer = await call(userRoutes.changePassword, { body: { currentPassword, newPassword }, fallbackMessage: i18n._(CHANGE_FAILED) })
      // Should this fail, the next call finds the session ended and the app asks for a sign-in.
      const again = user ? await signIn(user.email, newPassword).catch(() => undefined) : undefined
      // With two-factor sign-in on, the new sign-in needs a code: the sign-in page asks for it.
      if (again && 'twoFactorRequired' in again) {
        showToast(t`Your password is changed. Sign in with it and a code from your authenticator app.`, { durationMs: SIGN_IN_AGAIN_NOTICE_MS })
        signOut()
        return
      }
      reset(EMPTY)
      setDone(answer.message)
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const known = (['currentPassword', 'newPassword'] as const).filter((field) => fields[field])
      for (const field of known) setError(field, { type: 'server', message: fields[field] })
      if (known.length === 0) setFailure(error instanceof Error ? error.message : i18n._(CHANGE_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void change(event)

  return (
    <Card title={t`Change password`} titleId={headingId} lead={t`You stay signed in here; every other device is signed out.`}>
      <form className="settings__form column" noValidate onSubmit={submit} onChange={() => setDone(undefined)} aria-busy={saving}>
        {done ? <FormAlert tone="success">{done}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <CurrentPasswordField
          label={t`Current password`}
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
          readOnly={saving}
        />
        <NewPasswordFields
          password={{ ...register('newPassword'), error: errors.newPassword?.message }}
          confirm={{ ...register('confirm'), error: errors.confirm?.message }}
          readOnly={saving}
        />
        <ActionBar>
          <BusyButton type="submit" disabled={saving} busy={saving} busyLabel={<Trans>Changing...</Trans>}>
            <Trans>Change password</Trans>
          </BusyButton>
        </ActionBar>
      </form>
    </Card>
  )
}
