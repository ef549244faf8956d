import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { User } from '../../../../../shared/users/user'
import { MessageDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { paths } from '../../../config/paths'
import { useActor } from '../api/get-me'
import { FLAGS, fullName, USERS_MESSAGES } from '../user-flags'
import { FlagSwitch } from './flag-switch'

/**
 * The Verified switch on a user's profile, beside their documents: verification is a review,
 * so the switch opens it (documents beside identity details, the outcome with its document and
 * reason) rather than flipping the flag. The same rule as the users list says who may.
 */
export function VerifySwitch({ user }: { user: User }) {
  const navigate = useNavigate()
  const actor = useActor()
  const [denied, setDenied] = useState<string | null>(null)
  if (!actor) return null
  const name = fullName(user) || user.email
  return (
    <div className="profile__verify">
      <FlagSwitch
        flag="verified"
        on={user.verified}
        userName={name}
        decision={FLAGS.verified.decide(actor, user)}
        showLabel
        onToggle={() => void navigate(paths.dashboardVerificationReview.getHref(user.id))}
        onDenied={setDenied}
      />
      <MessageDialog open={denied !== null} title={USERS_MESSAGES.permissionDenied} message={denied ?? ''} onClose={() => setDenied(null)} />
    </div>
  )
}
