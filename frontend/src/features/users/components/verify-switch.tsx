import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { User } from '../../../../../shared/users/user'
import { ConfirmDialog, MessageDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useActor } from '../api/get-me'
import { updateUser } from '../api/update-user'
import { FLAGS, flagQuestion, flagUpdatedMessage, fullName, updateFailure, USERS_MESSAGES, USERS_TOAST_MS } from '../user-flags'
import { FlagSwitch } from './flag-switch'

/**
 * The Verified switch on a user's profile, beside their documents, so staff can decide there: the
 * same rule, confirmation, request and message as the users list.
 */
export function VerifySwitch({ user, onChanged }: { user: User; onChanged: (user: User) => void }) {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const actor = useActor()
  const [asking, setAsking] = useState(false)
  const [denied, setDenied] = useState<string | null>(null)
  if (!actor) return null
  const name = fullName(user) || user.email
  const question = flagQuestion(i18n, 'verified', !user.verified, name)
  return (
    <div className="profile__verify">
      <FlagSwitch
        flag="verified"
        on={user.verified}
        userName={name}
        decision={FLAGS.verified.decide(actor, user)}
        showLabel
        onToggle={() => setAsking(true)}
        onDenied={setDenied}
      />
      <ConfirmDialog
        open={asking}
        title={question.title}
        message={question.message}
        confirmLabel={question.confirmLabel}
        onConfirm={async () => {
          onChanged(await updateUser(call, user.id, { verified: !user.verified }))
          showToast(i18n._(flagUpdatedMessage('verified')), { durationMs: USERS_TOAST_MS })
        }}
        describeFailure={(error) => updateFailure(i18n, error)}
        onClose={() => setAsking(false)}
      />
      <MessageDialog open={denied !== null} title={USERS_MESSAGES.permissionDenied} message={denied ?? ''} onClose={() => setDenied(null)} />
    </div>
  )
}
