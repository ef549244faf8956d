import { Card } from '../../../components/card/card'
import { useState, type ReactNode } from 'react'
import { formatPhone } from '../../../../../shared/transfers/transfer-options'
import type { User } from '../../../../../shared/users/user'
import { formatDate } from '../../../lib/format'
import { PROFILE_MESSAGES } from '../profile-messages'
import { fullName } from '../user-flags'
import './profile.css'

/** A calendar date 'YYYY-MM-DD' as 'May 1, 1990' (read as UTC, so no time zone moves it a day). */
export function formatDay(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return value.trim() || undefined
  return formatDate(`${match[1]}-${match[2]}-${match[3]}`, 'calendarDay')
}

/** An ISO time as its date in the viewer's time zone; undefined when missing or unreadable. */
export function formatTime(value: string | undefined): string | undefined {
  if (!value) return undefined
  return Number.isNaN(Date.parse(value)) ? undefined : formatDate(value, 'longDate')
}

const initialsOf = (user: User) =>
  ((user.firstName.trim()[0] ?? '') + (user.lastName.trim()[0] ?? '')).toUpperCase() || (user.email[0] ?? '?').toUpperCase()

/** The 120 px round photo; the initials when there is none or it does not load. */
function ProfilePhoto({ user }: { user: User }) {
  const [broken, setBroken] = useState(false)
  if (user.photo && !broken) {
    return <img className="profile__photo" src={user.photo} alt="" width={120} height={120} onError={() => setBroken(true)} />
  }
  return (
    <div className="profile__photo profile__photo--placeholder" aria-hidden="true">
      {initialsOf(user)}
    </div>
  )
}

function Field({ label, value, empty = PROFILE_MESSAGES.notProvided }: { label: string; value: string | undefined; empty?: string }) {
  const text = value?.trim()
  return (
    <div className="profile__field">
      <dt>{label}</dt>
      <dd className={text ? undefined : 'profile__empty'}>{text || empty}</dd>
    </div>
  )
}

export interface ProfileViewProps {
  user: User
  /** 'Your profile' or the user's name: the card's accessible name. */
  heading: string
  actions: ReactNode
  children?: ReactNode
}

/**
 * A user's profile (spec 2.12): photo, name, e-mail, role badges and account status, then every
 * field of spec 3 — empty ones read 'Not provided', an unknown creation date 'Not available'.
 */
export function ProfileView({ user, heading, actions, children }: ProfileViewProps) {
  const name = fullName(user)
  const address = user.address
  return (
    <article className="profile" aria-label={heading}>
      <header className="profile__summary">
        <ProfilePhoto user={user} />
        <div className="profile__identity">
          <h2 className="profile__name">{name || PROFILE_MESSAGES.notProvided}</h2>
          <p className="profile__email">{user.email || PROFILE_MESSAGES.notProvided}</p>
          <ul className="profile__badges" aria-label="Roles and status">
            {user.isAdmin ? <li className="profile__badge profile__badge--role">Admin</li> : null}
            {user.superAdmin ? <li className="profile__badge profile__badge--super">Super Admin</li> : null}
            <li className={user.verified ? 'profile__badge profile__badge--verified' : 'profile__badge profile__badge--pending'}>
              <span className="visually-hidden">Account Status: </span>
              {user.verified ? PROFILE_MESSAGES.verified : PROFILE_MESSAGES.pending}
            </li>
          </ul>
          <p className="profile__since">Member since {formatTime(user.createdAt) ?? PROFILE_MESSAGES.notAvailable}</p>
        </div>
        <div className="profile__actions">{actions}</div>
      </header>

      <Card title="Personal Information" titleId="profile-personal" titleAs="h3">
        <dl className="profile__fields">
          <Field label="First Name" value={user.firstName} />
          <Field label="Last Name" value={user.lastName} />
          <Field label="Email" value={user.email} />
          {user.pendingEmail ? <Field label="New email, waiting for its code" value={user.pendingEmail} /> : null}
          <Field label="Phone Number" value={user.phoneNumber ? formatPhone(user.phoneNumber) : undefined} />
          <Field label="Date of Birth" value={formatDay(user.dateOfBirth)} />
          <Field label="Place of Birth" value={user.placeOfBirth} />
        </dl>
      </Card>

      <Card title="Address" titleId="profile-address" titleAs="h3">
        <dl className="profile__fields">
          <Field label="Street" value={address.street} />
          <Field label="Building Number" value={address.buildingNumber} />
          <Field label="City" value={address.city} />
          <Field label="State" value={address.state} />
          <Field label="Zip Code" value={address.zipCode} />
        </dl>
      </Card>

      <Card title="Account" titleId="profile-account" titleAs="h3">
        <dl className="profile__fields">
          <Field label="Account Status" value={user.verified ? PROFILE_MESSAGES.verified : PROFILE_MESSAGES.pending} />
          <Field label="Account Created" value={formatTime(user.createdAt)} empty={PROFILE_MESSAGES.notAvailable} />
        </dl>
      </Card>

      {children}
    </article>
  )
}
