import './role-badges.css'

/** Spec 6 (and 2.12): administrators carry an Admin badge, super admins a Super Admin badge. */
export function RoleBadges({ isAdmin, superAdmin }: { isAdmin: boolean; superAdmin: boolean }) {
  if (!isAdmin && !superAdmin) return null
  return (
    <ul className="role-badges" aria-label="Your roles">
      {superAdmin ? <li className="role-badges__badge role-badges__badge--super">Super Admin</li> : null}
      {isAdmin ? <li className="role-badges__badge">Admin</li> : null}
    </ul>
  )
}
