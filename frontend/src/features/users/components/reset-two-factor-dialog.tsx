import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { ResetTwoFactorSchema } from '../../../../../shared/auth/two-factor'
import type { User } from '../../../../../shared/users/user'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { USERS_TOAST_MS } from '../user-flags'
import './two-factor.css'

type Input = z.input<typeof ResetTwoFactorSchema>
type Values = z.output<typeof ResetTwoFactorSchema>

const RESET_FAILED = msg`Could not reset two-factor sign-in. Please try again.`
const resolver = zodResolver(ResetTwoFactorSchema)

/**
 * A super admin turns off another user's two-factor sign-in (a lost phone): the
 * question, and the reason the server records with who and when (POST /api/user/{id}/two-factor/reset).
 * Loaded when opened: its form library and rules stay out of the profile page's chunk.
 */
export default function ResetTwoFactorDialog({
  user,
  name,
  onClose,
  onReset,
}: {
  user: User
  name: string
  onClose: () => void
  onReset: (user: User) => void
}) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, formState } = useForm<Input, unknown, Values>({ defaultValues: { reason: '' }, resolver })
  const busy = formState.isSubmitting

  const reset = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const answer = await call(userRoutes.resetTwoFactor, { params: { id: user.id }, body, fallbackMessage: i18n._(RESET_FAILED) })
      showToast(t`Two-factor sign-in of ${name} is reset.`, { durationMs: USERS_TOAST_MS })
      onReset(answer)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : i18n._(RESET_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void reset(event)

  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={t`Reset two-factor sign-in of ${name}?`}>
      <form className="two-factor column" noValidate onSubmit={submit} aria-busy={busy}>
        <p>
          <Trans>
            They sign in with their password alone until they turn it on again. Do this only once you are sure the request comes from them, for
            example after a lost phone.
          </Trans>
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextAreaField
          label={t`Reason`}
          hint={t`Recorded on their profile with your name and the time.`}
          {...register('reason')}
          error={formState.errors.reason?.message}
          maxLength={500}
          required
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? <Trans>Resetting…</Trans> : <Trans>Reset two-factor sign-in</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
