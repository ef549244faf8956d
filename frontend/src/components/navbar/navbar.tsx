import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { safeReturnPath, withReturnPath } from '../../lib/session/return-path'
import { useSession } from '../../lib/session/session-provider'
import { ButtonLink } from '../button/button'
import { BrandLink } from '../brand-link/brand-link'
import { CloseIcon, MenuIcon } from '../icons/icons'
import { LanguageSwitcher } from '../language-switcher/language-switcher'
import './navbar.css'

// Only signed-in visitors need the dropdown: its code loads when someone is signed in.
const UserMenu = lazy(() => import('./user-menu'))

interface NavItem {
  label: MessageDescriptor
  to: string
  end?: boolean
}

/**
 * Spec 2.2. Signed out: Home, Help; Sign In and Get Started. Signed in: Home and Dashboard
 * (administrators) or Recipients (others); the user dropdown. While a stored session is being
 * checked at start, only Home (no flash of the wrong variant).
 */
const HOME: NavItem = { label: msg`Home`, to: paths.home.getHref(), end: true }
const SIGNED_OUT_LINKS: readonly NavItem[] = [HOME, { label: msg`Help`, to: paths.faq.getHref() }]
const STAFF_LINKS: readonly NavItem[] = [HOME, { label: msg`Dashboard`, to: paths.dashboard.getHref() }]
const CUSTOMER_LINKS: readonly NavItem[] = [HOME, { label: msg`Recipients`, to: paths.dashboardMyRecipients.getHref() }]

/**
 * A navbar link marked as the current page (`aria-current="page"`, class `active`) when the path is
 * its own, or below it unless `end`: what react-router's NavLink does, without the view-transition
 * and data-router parts it carries into the entry bundle.
 */
function NavbarLink({ to, end = false, className, children }: { to: string; end?: boolean; className: string; children: ReactNode }) {
  const pathname = useLocation().pathname.toLowerCase()
  const target = to.toLowerCase()
  const active = pathname === target || (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`))
  return (
    <Link to={to} className={active ? `${className} active` : className} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  )
}

function SignedOutActions() {
  const { pathname, search } = useLocation()
  // From a payment under way (a destination's page, the wizard), signing in or up comes back to it.
  const next = pathname.startsWith('/country/') ? safeReturnPath(pathname + search) : undefined
  return (
    <div className="navbar__actions">
      <NavbarLink to={withReturnPath(paths.signIn.getHref(), next)} className="navbar__link navbar__link--sign-in">
        <Trans>Sign In</Trans>
      </NavbarLink>
      <ButtonLink to={withReturnPath(paths.signUp.getHref(), next)} variant="primary">
        <Trans>Get Started</Trans>
      </ButtonLink>
    </div>
  )
}

export function Navbar() {
  const { status, user, isStaff, signOut } = useSession()
  const { t, i18n } = useLingui()
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const [shownAt, setShownAt] = useState(location.key)

  // Following a link closes the mobile menu (adjusting state while rendering, not in an effect).
  if (shownAt !== location.key) {
    setShownAt(location.key)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label={t`Main`}>
        <BrandLink className="navbar__brand" />
        <LanguageSwitcher className="navbar__language" />
        <button
          type="button"
          className="navbar__toggle icon-button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t`Menu`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={menuId} className={open ? 'navbar__menu navbar__menu--open' : 'navbar__menu'}>
          <ul className="navbar__links">
            {(user ? (isStaff ? STAFF_LINKS : CUSTOMER_LINKS) : status === 'restoring' ? [HOME] : SIGNED_OUT_LINKS).map((item) => (
              <li key={item.to}>
                <NavbarLink to={item.to} end={item.end} className="navbar__link">
                  {i18n._(item.label)}
                </NavbarLink>
              </li>
            ))}
          </ul>
          {user ? (
            <div className="navbar__actions">
              <Suspense fallback={null}>
                <UserMenu firstName={user.firstName} lastName={user.lastName} email={user.email} isStaff={isStaff} onSignOut={signOut} />
              </Suspense>
            </div>
          ) : status === 'signedOut' ? (
            <SignedOutActions />
          ) : null}
        </div>
      </nav>
    </header>
  )
}
