import { useLingui } from '@lingui/react/macro'
import type { User } from '../../../../../shared/users/user'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { FLAG_NAMES, FLAGS, fullName, type FlagName, type RowPermissions } from '../user-flags'
import { FlagSwitch } from './flag-switch'
import { UserActions } from './user-actions'

export interface UserRowHandlers {
  permissionsOf: (user: User) => RowPermissions
  /** The flag of this user whose change is being sent, if any. */
  busyFlagOf: (user: User) => FlagName | undefined
  onToggle: (user: User, flag: FlagName) => void
  onEdit: (user: User) => void
  onDelete: (user: User) => void
  onDenied: (reason: string) => void
}

export interface UsersViewProps extends UserRowHandlers {
  users: readonly User[]
}

const nameOf = (user: User) => fullName(user) || user.email

/** An e-mail address that may wrap before its '@' rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

function Actions({ user, handlers }: { user: User; handlers: UserRowHandlers }) {
  const permissions = handlers.permissionsOf(user)
  return (
    <UserActions
      userId={user.id}
      userName={nameOf(user)}
      edit={permissions.edit}
      remove={permissions.delete}
      onEdit={() => handlers.onEdit(user)}
      onDelete={() => handlers.onDelete(user)}
      onDenied={handlers.onDenied}
    />
  )
}

/**
 * Spec 2.12: name, e-mail, phone, the three switches and the actions; a table where there is room,
 * a card per user below (DataTable), each switch named by its column.
 */
export function UsersTable({ users, ...handlers }: UsersViewProps) {
  const { t, i18n } = useLingui()
  const columns: Column<User>[] = [
    { header: t`Name`, rowHeader: true, cell: (user) => fullName(user) || '—', className: 'users-table__name' },
    { header: t`Email`, cell: (user) => <EmailText email={user.email} />, className: 'users-table__email' },
    { header: t`Phone`, cell: (user) => (user.phoneNumber ? formatPhone(user.phoneNumber) : '—'), className: 'users-table__phone' },
    ...FLAG_NAMES.map((flag): Column<User> => ({
      header: i18n._(FLAGS[flag].label),
      cell: (user) => (
        <FlagSwitch
          flag={flag}
          on={user[flag]}
          userName={nameOf(user)}
          decision={handlers.permissionsOf(user).flags[flag]}
          busy={handlers.busyFlagOf(user) === flag}
          onToggle={() => handlers.onToggle(user, flag)}
          onDenied={handlers.onDenied}
        />
      ),
    })),
    { header: t`Actions`, kind: 'action', cell: (user) => <Actions user={user} handlers={handlers} /> },
  ]
  return <DataTable caption={t`Users`} columns={columns} rows={users} rowKey={(user) => user.id} />
}
