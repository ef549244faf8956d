import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { useState, type ReactNode } from 'react'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { User } from '../../../../../shared/users/user'
import { formatDate } from '../../../lib/format'
import { PROFILE_MESSAGES } from '../profile-messages'
import { fullName } from '../user-flags'
import './profile.css'

/** A calendar date 'YYYY-MM-DD' as 'May 1, 1990' (read as UTC, so no time zone moves it a day). */
function formatDay(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return value.trim() || undefined
  return formatDate(`${match[1]}-${match[2]}-${match[3]}`, 'calendarDay')
}

/** An ISO time as its date in the viewer's time zone; undefined when missing or unreadable. */
function formatTime(value: string | undefined): string | undefined {
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

function Field({ label, value, empty }: { label: string; value: string | undefined; empty?: string }) {
  const { i18n } = useLingui()
  const text = value?.trim()
  return (
    <div className="profile__field">
      <dt>{label}</dt>
      <dd className={text ? undefined : 'profile__empty'}>{text || (empty ?? i18n._(PROFILE_MESSAGES.notProvided))}</dd>
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
  const { t, i18n } = useLingui()
  const name = fullName(user)
  const address = user.address
  const notProvided = i18n._(PROFILE_MESSAGES.notProvided)
  const notAvailable = i18n._(PROFILE_MESSAGES.notAvailable)
  const status = i18n._(user.verified ? PROFILE_MESSAGES.verified : PROFILE_MESSAGES.pending)
  const since = formatTime(user.createdAt) ?? notAvailable
  return (
    <article className="profile" aria-label={heading}>
      <header className="profile__summary surface surface--raised">
        <ProfilePhoto user={user} />
        <div className="profile__identity">
          <h2 className="profile__name">{name || notProvided}</h2>
          <p className="profile__email">{user.email || notProvided}</p>
          <ul className="profile__badges" aria-label={t`Roles and status`}>
            {user.isAdmin ? (
              <li className="profile__badge profile__badge--role">
                <Trans>Admin</Trans>
              </li>
            ) : null}
            {user.superAdmin ? (
              <li className="profile__badge profile__badge--super">
                <Trans>Super Admin</Trans>
              </li>
            ) : null}
            <li className={user.verified ? 'profile__badge profile__badge--verified' : 'profile__badge profile__badge--pending'}>
              <Trans>
                <span className="visually-hidden">Account Status: </span>
                {status}
              </Trans>
            </li>
          </ul>
          <p className="profile__since">
            <Trans>Member since {since}</Trans>
          </p>
        </div>
        <div className="profile__actions">{actions}</div>
      </header>

      <Card title={t`Personal Information`} titleId="profile-personal" titleAs="h3">
        <dl className="profile__fields equal-columns facts">
          <Field label={t`First Name`} value={user.firstName} />
          <Field label={t`Last Name`} value={user.lastName} />
          <Field label={t`Email`} value={user.email} />
          {user.pendingEmail ? <Field label={t`New email, waiting for its code`} value={user.pendingEmail} /> : null}
          <Field label={t`Phone Number`} value={user.phoneNumber ? formatPhone(user.phoneNumber) : undefined} />
          <Field label={t`Date of Birth`} value={formatDay(user.dateOfBirth)} />
          <Field label={t`Place of Birth`} value={user.placeOfBirth} />
        </dl>
      </Card>

      <Card title={t`Address`} titleId="profile-address" titleAs="h3">
        <dl className="profile__fields equal-columns facts">
          <Field label={t`Street`} value={address.street} />
          <Field label={t`Building Number`} value={address.buildingNumber} />
          <Field label={t`City`} value={address.city} />
          <Field label={t`State`} value={address.state} />
          <Field label={t`Zip Code`} value={address.zipCode} />
        </dl>
      </Card>

      <Card title={t`Account`} titleId="profile-account" titleAs="h3">
        <dl className="profile__fields equal-columns facts">
          <Field label={t`Account Status`} value={status} />
          <Field label={t`Account Created`} value={formatTime(user.createdAt)} empty={notAvailable} />
        </dl>
      </Card>

      {children}
    </article>
  )
}
