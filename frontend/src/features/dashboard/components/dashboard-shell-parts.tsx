import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogOutIcon, SidebarIcon } from '../../../components/icons/signed-in-icons'
import { paths } from '../../../config/paths'
import { site } from '../../../config/site'
import { sectionsFor, type currentPage } from '../dashboard-sections'
import { SECTION_ICONS } from './section-icons'
import type { SectionBadges } from './work-badges'

/** The footer's copyright year (read once: a page left open over New Year keeps its year). */
const YEAR = new Date().getFullYear()

interface SidebarNavProps {
  isStaff: boolean
  page: ReturnType<typeof currentPage>
  /** Collapsed to icons: each link's label is its title. */
  narrow: boolean
  /** Staff's waiting work per entry (work-badges.ts). */
  badges?: SectionBadges
}

/** A sidebar entry's label; collapsed to icons, screen readers still read it (the entry's title shows it on hover). */
export function SidebarLabel({ narrow, children }: { narrow: boolean; children: ReactNode }) {
  return <span className={narrow ? 'dashboard__label visually-hidden' : 'dashboard__label'}>{children}</span>
}

/** The sidebar's sections, the current one marked. */
export function SidebarNav({ isStaff, page, narrow, badges = {} }: SidebarNavProps) {
  const { t, i18n } = useLingui()
  return (
    <nav className="dashboard__nav" aria-label={t`Dashboard`}>
      <ul className="dashboard__links">
        {sectionsFor(isStaff).map((section) => {
          const SectionIcon = SECTION_ICONS[section.id]
          const current = page.section === section.id
          const label = i18n._(section.label)
          const badge = badges[section.id]
          return (
            <li key={section.id}>
              <Link
                to={section.to}
                className={current ? 'dashboard__link dashboard__link--current' : 'dashboard__link'}
                aria-current={current ? 'page' : undefined}
                title={narrow ? (badge ? `${label}: ${badge.label}` : label) : undefined}
              >
                <SectionIcon className="dashboard__link-icon" />
                <SidebarLabel narrow={narrow}>{label}</SidebarLabel>
                {badge ? (
                  <>
                    <span className={badge.urgent ? 'dashboard__badge dashboard__badge--urgent' : 'dashboard__badge'} aria-hidden="true">
                      {badge.count}
                    </span>
                    <span className="visually-hidden">, {badge.label}</span>
                  </>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The signed-in area's footer: copyright, Help, Privacy and Terms. */
export function DashboardFooter() {
  return (
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
  )
}

interface SidebarEndProps {
  sidebarId: string
  narrow: boolean
  collapsed: boolean
  onSignOut: () => void
  onToggleCollapsed: () => void
}

/** The sidebar's foot: Logout, and the button that collapses it to icons or expands it. */
export function SidebarEnd({ sidebarId, narrow, collapsed, onSignOut, onToggleCollapsed }: SidebarEndProps) {
  const { t } = useLingui()
  return (
    <div className="dashboard__sidebar-end">
      <button type="button" className="dashboard__link dashboard__logout" onClick={onSignOut} title={narrow ? t`Logout` : undefined}>
        <LogOutIcon className="dashboard__link-icon" />
        <SidebarLabel narrow={narrow}>
          <Trans>Logout</Trans>
        </SidebarLabel>
      </button>
      <button
        type="button"
        className="dashboard__link dashboard__collapse"
        aria-controls={sidebarId}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
        title={narrow ? t`Expand sidebar` : undefined}
      >
        <SidebarIcon className="dashboard__link-icon dashboard__collapse-icon" />
        <SidebarLabel narrow={narrow}>{collapsed ? t`Expand sidebar` : t`Collapse sidebar`}</SidebarLabel>
      </button>
    </div>
  )
}
