import { useId } from 'react'
import { Link } from 'react-router'
import type { Decision } from '../../../../../shared/auth/permissions'
import { paths } from '../../../config/paths'

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
  name,
  decision,
  danger = false,
  onClick,
  onDenied,
}: {
  label: string
  name: string
  decision: Decision
  danger?: boolean
  onClick: () => void
  onDenied: (reason: string) => void
}) {
  const hintId = useId()
  const refused = decision.allowed ? undefined : decision.reason
  const classes = ['user-action', danger ? 'user-action--danger' : '', refused ? 'user-action--refused' : ''].filter(Boolean).join(' ')
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={`${label} ${name}`}
        aria-disabled={refused ? true : undefined}
        aria-describedby={refused ? hintId : undefined}
        title={refused}
        onClick={() => (refused ? onDenied(refused) : onClick())}
      >
        {label}
      </button>
      {refused ? (
        <span id={hintId} className="visually-hidden">
          {refused}
        </span>
      ) : null}
    </>
  )
}

/** View (the profile by id), Edit (the modal) and Delete (after a confirmation). */
export function UserActions({ userId, userName, edit, remove, onEdit, onDelete, onDenied }: UserActionsProps) {
  return (
    <div className="user-actions">
      <Link className="user-action" to={paths.dashboardProfileById.getHref(userId)} aria-label={`View ${userName}`}>
        View
      </Link>
      <ActionButton label="Edit" name={userName} decision={edit} onClick={onEdit} onDenied={onDenied} />
      <ActionButton label="Delete" name={userName} decision={remove} danger onClick={onDelete} onDenied={onDenied} />
    </div>
  )
}
