import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { pathIcon } from '../icons/icons'
import './user-menu.css'

// Loaded only once someone is signed in (see navbar.tsx), with its icons.
const ChevronDownIcon = pathIcon('m6 9 6 6 6-6')
const LogOutIcon = pathIcon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9')

export interface UserMenuProps {
  firstName: string
  lastName: string
  email: string
  /** isAdmin or superAdmin: the role label reads 'Administrator', else 'User' (spec 2.2). */
  isStaff: boolean
  onSignOut: () => void
  /** The menu's links; the navbar's (spec 2.2) unless given, e.g. the dashboard header's Profile (spec 2.6). */
  links?: readonly MenuLink[]
  /** The sign-out item's text, in the reader's language: 'Sign Out' (spec 2.2) unless given ('Logout' in the dashboard header, spec 2.6). */
  signOutLabel?: string
  /** The panel floats under the button at every width (in a header), not only from 768 px (in the navbar's panel). */
  floating?: boolean
}

export interface MenuLink {
  label: MessageDescriptor
  to: string
}

const LINKS: readonly MenuLink[] = [
  { label: msg`Dashboard`, to: paths.dashboard.getHref() },
  { label: msg`Profile Settings`, to: paths.profileSettings.getHref() },
  { label: msg`Transaction History`, to: paths.transactions.getHref() },
]

/**
 * Spec 2.2 signed-in dropdown: avatar (first letter of the first name), then name, e-mail, role,
 * Dashboard, Profile Settings, Transaction History and Sign Out. A disclosure: the button says
 * whether it is open; opening moves focus to the first item, arrows move between items, Escape
 * closes and returns focus to the button, leaving it (click or Tab) closes it.
 */
export default function UserMenu({ firstName, lastName, email, isStaff, onSignOut, links = LINKS, signOutLabel, floating = false }: UserMenuProps) {
  const { t, i18n } = useLingui()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  const [shownAt, setShownAt] = useState(location.key)
  if (shownAt !== location.key) {
    setShownAt(location.key)
    setOpen(false)
  }

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOnOutsideClick)
    return () => document.removeEventListener('mousedown', closeOnOutsideClick)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      // Handled here: the navbar's own Escape (closing the mobile panel) must not hide the button.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return
    const list = items()
    if (list.length === 0) return
    event.preventDefault()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const last = list.length - 1
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (at + 1) % list.length : at <= 0 ? last : at - 1
    list[next]?.focus()
  }

  const initial = (firstName.trim()[0] ?? '?').toUpperCase()
  const fullName = `${firstName} ${lastName}`.trim()

  return (
    <div
      ref={rootRef}
      className={floating ? 'user-menu user-menu--floating' : 'user-menu'}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar icon-tile icon-tile--solid" aria-hidden="true">
          {initial}
        </span>
        {/* The name read out starts with the name shown (WCAG 2.5.3), then says what the button opens. */}
        <span className="user-menu__button-name">{firstName}</span>
        <span className="visually-hidden">
          {' '}
          {t({
            message: 'account menu',
            comment: 'Read by screen readers right after the first name on the account button: "Amina account menu".',
          })}
        </span>
        <ChevronDownIcon className="user-menu__chevron" />
      </button>
      <div id={panelId} className="user-menu__panel surface" hidden={!open}>
        <div className="user-menu__identity">
          <span className="user-menu__avatar user-menu__avatar--large icon-tile icon-tile--solid" aria-hidden="true">
            {initial}
          </span>
          <div className="user-menu__who">
            <p className="user-menu__name">{fullName}</p>
            <p className="user-menu__email">{email}</p>
            <p className={isStaff ? 'user-menu__role user-menu__role--staff' : 'user-menu__role'}>{isStaff ? t`Administrator` : t`User`}</p>
          </div>
        </div>
        <ul className="user-menu__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="user-menu__item" data-menu-item="">
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="user-menu__item user-menu__sign-out"
          data-menu-item=""
          onClick={() => {
            setOpen(false)
            onSignOut()
          }}
        >
          <LogOutIcon className="user-menu__sign-out-icon" />
          {signOutLabel ?? t`Sign Out`}
        </button>
      </div>
    </div>
  )
}
