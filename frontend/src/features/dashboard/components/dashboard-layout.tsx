import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useId, useRef } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { CloseIcon, LogoMark, MenuIcon } from '../../../components/icons/icons'
import UserMenu, { type MenuLink } from '../../../components/navbar/user-menu'
import { Spinner } from '../../../components/spinner/spinner'
import { StatusHeadingLevel } from '../../../components/status-page/heading-level'
import { paths } from '../../../config/paths'
import { pageTitle, site } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { useOwnPageChrome } from '../../../hooks/use-page-chrome'
import { useSession } from '../../../lib/session/session-provider'
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher'
import { currentPage } from '../dashboard-sections'
import { DashboardFooter, SidebarEnd, SidebarLabel, SidebarNav } from './dashboard-shell-parts'
import { RoleBadges } from './role-badges'
import { useSidebarState } from './use-sidebar-state'
import { workBadges } from './work-badges'
import { useWorkQueues } from '../../../entities/work/work-queues'
import './dashboard-layout.css'

/** Where "Skip to content" lands in the signed-in area. */
const DASHBOARD_CONTENT_ID = 'dashboard-content'
export { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-state'

/** Spec 2.6: the header's menu has Profile and Logout. */
const HEADER_MENU_LINKS: readonly MenuLink[] = [{ label: msg`Profile`, to: paths.profileSettings.getHref() }]

/**
 * The signed-in area's shell (spec 2.6), a layout route around every signed-in page: a sidebar
 * (Dashboard, Users Management and Customers for administrators, My Recipients, My Profile,
 * Transfer History, Documents, Logout) that collapses to icons on wide screens and is an off-canvas
 * drawer on narrow ones, and a header with the section title, 'Welcome back, {first name}!', the
 * Admin / Super Admin badges, the language switcher and a menu with Profile and Logout. It replaces the public navbar and
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
  const titleRef = useRef<HTMLHeadingElement>(null)
  const { isDesktop, collapsed, drawerShown, toggleRef, closeRef, openDrawer, closeDrawer, toggleCollapsed } = useSidebarState(location)
  // Verified staff's waiting work, as badges on the entries that open it (none asked for anyone else).
  const badges = workBadges(useWorkQueues().data, i18n)

  // A new page in the shell: focus its title, so screen readers announce where the user is.
  const focusedPath = useRef(location.pathname)
  useEffect(() => {
    if (location.pathname === focusedPath.current) return
    focusedPath.current = location.pathname
    titleRef.current?.focus({ preventScroll: true })
  }, [location.pathname])

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
            <SidebarLabel narrow={narrow}>{site.name}</SidebarLabel>
          </Link>
          <button
            ref={closeRef}
            type="button"
            className="dashboard__icon-button dashboard__drawer-close icon-button"
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
        <SidebarNav isStaff={isStaff} page={page} narrow={narrow} badges={badges} />
        <SidebarEnd sidebarId={sidebarId} narrow={narrow} collapsed={collapsed} onSignOut={signOut} onToggleCollapsed={toggleCollapsed} />
      </div>
      {drawerShown ? <div className="dashboard__backdrop" aria-hidden="true" onClick={closeDrawer} /> : null}

      <div className="dashboard__body" inert={drawerShown}>
        <header className="dashboard__header">
          <button
            ref={toggleRef}
            type="button"
            className="dashboard__icon-button dashboard__menu-toggle icon-button"
            aria-label={t`Open menu`}
            aria-expanded={drawerShown}
            aria-controls={sidebarId}
            onClick={openDrawer}
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
        <DashboardFooter />
      </div>
    </div>
  )
}
