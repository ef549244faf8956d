import type { User } from '../../../../../shared/users/user'
import { formatPhone } from '../../../../../shared/transfers/transfer-options'
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

function Switches({ user, handlers, showLabel }: { user: User; handlers: UserRowHandlers; showLabel: boolean }) {
  const permissions = handlers.permissionsOf(user)
  const busy = handlers.busyFlagOf(user)
  return FLAG_NAMES.map((flag) => (
    <FlagSwitch
      key={flag}
      flag={flag}
      on={user[flag]}
      userName={nameOf(user)}
      decision={permissions.flags[flag]}
      busy={busy === flag}
      showLabel={showLabel}
      onToggle={() => handlers.onToggle(user, flag)}
      onDenied={handlers.onDenied}
    />
  ))
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

/** Spec 2.12 on wide screens: name, e-mail, phone, the three switches and the actions. */
export function UsersTable({ users, ...handlers }: UsersViewProps) {
  return (
    <div className="users-table__scroll">
      <table className="users-table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            {FLAG_NAMES.map((flag) => (
              <th key={flag} scope="col" className="users-table__flag">
                {FLAGS[flag].label}
              </th>
            ))}
            <th scope="col" className="users-table__actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const permissions = handlers.permissionsOf(user)
            return (
              <tr key={user.id}>
                <th scope="row" className="users-table__name">
                  {fullName(user) || '—'}
                </th>
                <td className="users-table__email">
                  <EmailText email={user.email} />
                </td>
                <td className="users-table__phone">{user.phoneNumber ? formatPhone(user.phoneNumber) : '—'}</td>
                {FLAG_NAMES.map((flag) => (
                  <td key={flag} className="users-table__flag">
                    <FlagSwitch
                      flag={flag}
                      on={user[flag]}
                      userName={nameOf(user)}
                      decision={permissions.flags[flag]}
                      busy={handlers.busyFlagOf(user) === flag}
                      onToggle={() => handlers.onToggle(user, flag)}
                      onDenied={handlers.onDenied}
                    />
                  </td>
                ))}
                <td className="users-table__actions">
                  <Actions user={user} handlers={handlers} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The same on narrow screens: one card per user. */
export function UserCards({ users, ...handlers }: UsersViewProps) {
  return (
    <ul className="user-cards">
      {users.map((user) => (
        <li key={user.id} className="user-card">
          <p className="user-card__name">{fullName(user) || '—'}</p>
          <p className="user-card__detail">
            <EmailText email={user.email} />
          </p>
          {user.phoneNumber ? <p className="user-card__detail">{formatPhone(user.phoneNumber)}</p> : null}
          <div className="user-card__switches">
            <Switches user={user} handlers={handlers} showLabel />
          </div>
          <Actions user={user} handlers={handlers} />
        </li>
      ))}
    </ul>
  )
}
