import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { CloseIcon, LogoMark, MenuIcon } from '../../../components/icons/icons'
import { UserMenu, type MenuLink } from '../../../components/navbar/user-menu'
import { Spinner } from '../../../components/spinner/spinner'
import { StatusHeadingLevel } from '../../../components/status-page/heading-level'
import { paths } from '../../../config/paths'
import { pageTitle, site } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { useOwnPageChrome } from '../../../hooks/use-page-chrome'
import { useSession } from '../../../lib/session/session-provider'
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher'
import { currentPage, sectionsFor } from '../dashboard-sections'
import { LogOutIcon, SidebarIcon } from '../../../components/icons/signed-in-icons'
import { SECTION_ICONS } from './section-icons'
import { RoleBadges } from './role-badges'
import './dashboard-layout.css'

/** Where "Skip to content" lands in the signed-in area. */
export const DASHBOARD_CONTENT_ID = 'dashboard-content'
/** The sidebar's collapsed state survives reloads (this browser only). */
export const SIDEBAR_COLLAPSED_KEY = 'remit:sidebar-collapsed'
/** From this width the sidebar sits beside the content; below it, it is an off-canvas drawer. */
export const DESKTOP_QUERY = '(min-width: 64rem)'

/** The footer's copyright year (read once: a page left open over New Year keeps its year). */
const YEAR = new Date().getFullYear()

/** Spec 2.6: the header's menu has Profile and Logout. */
const HEADER_MENU_LINKS: readonly MenuLink[] = [{ label: msg`Profile`, to: paths.profileSettings.getHref() }]

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true'
  } catch {
    return false
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed))
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}

/**
 * The signed-in area's shell (spec 2.6), a layout route around every signed-in page: a sidebar
 * (Dashboard, Users Management and Customers for administrators, My Recipients, My Profile,
 * Transfer History, Documents, Logout) that collapses to icons on wide screens and is an off-canvas
 * drawer on narrow ones, and a header with the section title, 'Welcome back, {first name}!', the
 * Admin / Super Admin badges, the language switcher (issue 19) and a menu with Profile and Logout. It replaces the public navbar and
 * footer while shown. Logout ends the session; the app then goes to /auth/sign-in (spec 4).
 */
export function DashboardLayout() {
  useOwnPageChrome(DASHBOARD_CONTENT_ID)
  const { user, isStaff, signOut } = useSession()
  const { t, i18n } = useLingui()
  const location = useLocation()
  const page = currentPage(location.pathname)
  const title = i18n._(page.title)
  useDocumentTitle(pageTitle(title))

  const sidebarId = useId()
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerShown = drawerOpen && !isDesktop
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  // Following a link closes the drawer (adjusting state while rendering, not in an effect).
  const [shownAt, setShownAt] = useState(location.key)
  if (shownAt !== location.key) {
    setShownAt(location.key)
    setDrawerOpen(false)
  }

  // A new page in the shell: focus its title, so screen readers announce where the user is.
  const focusedPath = useRef(location.pathname)
  useEffect(() => {
    if (location.pathname === focusedPath.current) return
    focusedPath.current = location.pathname
    titleRef.current?.focus({ preventScroll: true })
  }, [location.pathname])

  // The drawer takes focus when it opens; Escape closes it. Closed by the user (not by following a
  // link), focus goes back to its toggle once the page behind is no longer inert.
  const focusToggle = useRef(false)
  useEffect(() => {
    if (!drawerShown) {
      if (focusToggle.current) toggleRef.current?.focus()
      focusToggle.current = false
      return
    }
    closeRef.current?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      focusToggle.current = true
      setDrawerOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [drawerShown])

  const closeDrawer = () => {
    focusToggle.current = true
    setDrawerOpen(false)
  }

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      writeCollapsed(!value)
      return !value
    })
  }

  if (!user) return <Spinner />
  const { firstName } = user
  const narrow = collapsed && isDesktop
  const classes = ['dashboard', narrow ? 'dashboard--collapsed' : '', drawerShown ? 'dashboard--drawer-open' : ''].filter(Boolean).join(' ')

  return (
    <div className={classes}>
      <div
        id={sidebarId}
        className="dashboard__sidebar"
        role={drawerShown ? 'dialog' : undefined}
        aria-modal={drawerShown || undefined}
        aria-label={drawerShown ? t`Menu` : undefined}
      >
        <div className="dashboard__brand">
          <Link to={paths.home.getHref()} className="dashboard__brand-link" title={narrow ? site.name : undefined}>
            <LogoMark className="dashboard__logo" />
            <span className="dashboard__label">{site.name}</span>
          </Link>
          <button
            ref={closeRef}
            type="button"
            className="dashboard__icon-button dashboard__drawer-close"
            aria-label={t`Close menu`}
            onClick={closeDrawer}
          >
            <CloseIcon />
          </button>
        </div>
        {/* On a phone the header has no room for the badges: the drawer shows them. */}
        <div className="dashboard__drawer-roles">
          <RoleBadges isAdmin={user.isAdmin} superAdmin={user.superAdmin} />
        </div>
        <nav className="dashboard__nav" aria-label={t`Dashboard`}>
          <ul className="dashboard__links">
            {sectionsFor(isStaff).map((section) => {
              const SectionIcon = SECTION_ICONS[section.id]
              const current = page.section === section.id
              const label = i18n._(section.label)
              return (
                <li key={section.id}>
                  <Link
                    to={section.to}
                    className={current ? 'dashboard__link dashboard__link--current' : 'dashboard__link'}
                    aria-current={current ? 'page' : undefined}
                    title={narrow ? label : undefined}
                  >
                    <SectionIcon className="dashboard__link-icon" />
                    <span className="dashboard__label">{label}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="dashboard__sidebar-end">
          <button type="button" className="dashboard__link dashboard__logout" onClick={signOut} title={narrow ? t`Logout` : undefined}>
            <LogOutIcon className="dashboard__link-icon" />
            <span className="dashboard__label">
              <Trans>Logout</Trans>
            </span>
          </button>
          <button
            type="button"
            className="dashboard__link dashboard__collapse"
            aria-controls={sidebarId}
            aria-expanded={!collapsed}
            onClick={toggleCollapsed}
            title={narrow ? t`Expand sidebar` : undefined}
          >
            <SidebarIcon className="dashboard__link-icon dashboard__collapse-icon" />
            <span className="dashboard__label">{collapsed ? t`Expand sidebar` : t`Collapse sidebar`}</span>
          </button>
        </div>
      </div>
      {drawerShown ? <div className="dashboard__backdrop" aria-hidden="true" onClick={closeDrawer} /> : null}

      <div className="dashboard__body" inert={drawerShown}>
        <header className="dashboard__header">
          <button
            ref={toggleRef}
            type="button"
            className="dashboard__icon-button dashboard__menu-toggle"
            aria-label={t`Open menu`}
            aria-expanded={drawerShown}
            aria-controls={sidebarId}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
          <div className="dashboard__heading">
            <h1 ref={titleRef} tabIndex={-1} className="dashboard__title">
              {title}
            </h1>
            <p className="dashboard__welcome">
              <Trans>Welcome back, {firstName}!</Trans>
            </p>
          </div>
          <div className="dashboard__account">
            <RoleBadges isAdmin={user.isAdmin} superAdmin={user.superAdmin} />
            <LanguageSwitcher className="dashboard__language" />
            <UserMenu
              firstName={firstName}
              lastName={user.lastName}
              email={user.email}
              isStaff={isStaff}
              onSignOut={signOut}
              links={HEADER_MENU_LINKS}
              signOutLabel={t`Logout`}
              floating
            />
          </div>
        </header>
        <div id={DASHBOARD_CONTENT_ID} className="dashboard__content" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            {/* The header's title is the page's h1: a not-found or forbidden screen here says h2. */}
            <StatusHeadingLevel value={2}>
              <Outlet />
            </StatusHeadingLevel>
          </Suspense>
        </div>
        <footer className="dashboard__footer">
          <span>
            © {YEAR} {site.name}
          </span>
          <Link to={paths.faq.getHref()}>
            <Trans>Help</Trans>
          </Link>
          <Link to={paths.privacyPolicy.getHref()}>
            <Trans>Privacy</Trans>
          </Link>
          <Link to={paths.termsOfService.getHref()}>
            <Trans>Terms</Trans>
          </Link>
        </footer>
      </div>
    </div>
  )
}

export default DashboardLayout
