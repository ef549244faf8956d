import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { ResetTwoFactorSchema } from '../../../../../shared/auth/two-factor'
import type { User } from '../../../../../shared/users/user'
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { USERS_TOAST_MS } from '../user-flags'
import './two-factor.css'

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
  return (
    <ReasonDialog
      title={t`Reset two-factor sign-in of ${name}?`}
      className="two-factor"
      intro={
        <p>
          <Trans>
            They sign in with their password alone until they turn it on again. Do this only once you are sure the request comes from them, for
            example after a lost phone.
          </Trans>
        </p>
      }
      hint={t`Recorded on their profile with your name and the time.`}
      resolver={resolver}
      submitLabel={<Trans>Reset two-factor sign-in</Trans>}
      busyLabel={<Trans>Resetting…</Trans>}
      tone="danger"
      failedMessage={i18n._(RESET_FAILED)}
      onSubmit={async (body) => {
        const answer = await call(userRoutes.resetTwoFactor, { params: { id: user.id }, body, fallbackMessage: i18n._(RESET_FAILED) })
        showToast(t`Two-factor sign-in of ${name} is reset.`, { durationMs: USERS_TOAST_MS })
        onReset(answer)
      }}
      onClose={onClose}
    />
  )
}
