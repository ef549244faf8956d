import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Decision } from '../../../../../shared/auth/permissions'
import { paths } from '../../../config/paths'
import { useRefusal } from './use-refusal'

export interface UserActionsProps {
  userId: string
  userName: string
  edit: Decision
  remove: Decision
  onEdit: () => void
  onDelete: () => void
  onDenied: (reason: string) => void
}

/** A refused action stays reachable and says why (its description), like the switches. */
function ActionButton({
  label,
  accessibleName,
  decision,
  danger = false,
  onClick,
  onDenied,
}: {
  label: string
  /** 'Edit Amina Yusuf': the button's name, a whole message of its own. */
  accessibleName: string
  decision: Decision
  danger?: boolean
  onClick: () => void
  onDenied: (reason: string) => void
}) {
  const { refused, describedBy, hint } = useRefusal(decision)
  const classes = ['user-action', danger ? 'user-action--danger' : '', refused ? 'user-action--refused' : ''].filter(Boolean).join(' ')
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={accessibleName}
        aria-disabled={refused ? true : undefined}
        aria-describedby={describedBy}
        title={refused}
        onClick={() => (refused ? onDenied(refused) : onClick())}
      >
        {label}
      </button>
      {hint}
    </>
  )
}

/** View (the profile by id), Edit (the modal) and Delete (after a confirmation). */
export function UserActions({ userId, userName, edit, remove, onEdit, onDelete, onDenied }: UserActionsProps) {
  const { t } = useLingui()
  return (
    <div className="user-actions">
      <Link className="user-action" to={paths.dashboardProfileById.getHref(userId)} aria-label={t`View ${userName}`}>
        {t`View`}
      </Link>
      <ActionButton label={t`Edit`} accessibleName={t`Edit ${userName}`} decision={edit} onClick={onEdit} onDenied={onDenied} />
      <ActionButton label={t`Delete`} accessibleName={t`Delete ${userName}`} decision={remove} danger onClick={onDelete} onDenied={onDenied} />
    </div>
  )
}
