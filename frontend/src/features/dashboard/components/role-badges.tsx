import { Trans, useLingui } from '@lingui/react/macro'
import './role-badges.css'

/** Spec 6 (and 2.12): administrators carry an Admin badge, super admins a Super Admin badge. */
export function RoleBadges({ isAdmin, superAdmin }: { isAdmin: boolean; superAdmin: boolean }) {
  const { t } = useLingui()
  if (!isAdmin && !superAdmin) return null
  return (
    <ul className="role-badges" aria-label={t`Your roles`}>
      {superAdmin ? (
        <li className="role-badges__badge role-badges__badge--super pill">
          <Trans>Super Admin</Trans>
        </li>
      ) : null}
      {isAdmin ? (
        <li className="role-badges__badge pill">
          <Trans>Admin</Trans>
        </li>
      ) : null}
    </ul>
  )
}
