import { matchPath } from 'react-router'
import { paths } from '../../config/paths'

/** The sidebar's entries (spec 2.6), in order. */
export type SectionId = 'overview' | 'users' | 'customers' | 'rates' | 'claims' | 'compliance' | 'recipients' | 'profile' | 'history' | 'documents'

export interface SidebarSection {
  id: SectionId
  label: string
  to: string
  /** Shown to administrators (isAdmin or superAdmin) only (spec 2.6, 6). */
  staffOnly?: boolean
}

export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { id: 'overview', label: 'Dashboard', to: paths.dashboard.getHref() },
  { id: 'users', label: 'Users Management', to: paths.dashboardUsersList.getHref(), staffOnly: true },
  { id: 'customers', label: 'Customers', to: paths.dashboardCustomers.getHref(), staffOnly: true },
  { id: 'rates', label: 'Exchange Rates', to: paths.dashboardExchangeRates.getHref(), staffOnly: true },
  { id: 'claims', label: 'Claims', to: paths.dashboardClaims.getHref(), staffOnly: true },
  { id: 'compliance', label: 'Compliance review', to: paths.dashboardCompliance.getHref(), staffOnly: true },
  { id: 'recipients', label: 'My Recipients', to: paths.dashboardMyRecipients.getHref() },
  { id: 'profile', label: 'My Profile', to: paths.dashboardProfile.getHref() },
  { id: 'history', label: 'Transfer History', to: paths.transactions.getHref() },
  { id: 'documents', label: 'Documents', to: paths.dashboardUploadDocuments.getHref() },
]

interface Page {
  pattern: string
  title: string
  /** The sidebar entry this page belongs to, if any. */
  section?: SectionId
}

/**
 * Every signed-in page: its header title and sidebar entry. The first pattern that matches wins, so
 * literal paths come before the parameter paths they would also match.
 */
const PAGES: readonly Page[] = [
  { pattern: paths.dashboard.path, title: 'Dashboard', section: 'overview' },
  { pattern: paths.dashboardUsersList.path, title: 'Users Management', section: 'users' },
  { pattern: paths.dashboardExchangeRates.path, title: 'Exchange Rates', section: 'rates' },
  { pattern: paths.dashboardClaims.path, title: 'Claims', section: 'claims' },
  { pattern: paths.dashboardCompliance.path, title: 'Compliance review', section: 'compliance' },
  { pattern: paths.dashboardMyRecipients.path, title: 'My Recipients', section: 'recipients' },
  { pattern: paths.dashboardMyReciepients.path, title: 'My Recipients', section: 'recipients' },
  { pattern: paths.dashboardProfile.path, title: 'My Profile', section: 'profile' },
  { pattern: paths.dashboardMyProfile.path, title: 'My Profile', section: 'profile' },
  // Someone else's profile is reached from the users list.
  { pattern: paths.dashboardProfileById.path, title: 'User Profile', section: 'users' },
  { pattern: paths.dashboardUploadDocuments.path, title: 'Documents', section: 'documents' },
  { pattern: paths.dashboardCustomers.path, title: 'Customers', section: 'customers' },
  { pattern: paths.customers.path, title: 'Customers', section: 'customers' },
  { pattern: paths.addCustomer.path, title: 'Add Customer', section: 'customers' },
  { pattern: paths.editCustomer.path, title: 'Edit Customer Payment', section: 'customers' },
  { pattern: paths.customerPrintReceipt.path, title: 'Receipt', section: 'customers' },
  { pattern: paths.customerDetails.path, title: 'Customer Details', section: 'customers' },
  { pattern: paths.transactions.path, title: 'Transfer History', section: 'history' },
  { pattern: paths.profileSettings.path, title: 'Profile Settings' },
]

export interface CurrentPage {
  title: string
  section: SectionId | undefined
}

/** The header title and the current sidebar entry for a signed-in page's path. */
export function currentPage(pathname: string): CurrentPage {
  const page = PAGES.find((candidate) => matchPath({ path: candidate.pattern, end: true }, pathname))
  return page ? { title: page.title, section: page.section } : { title: 'Dashboard', section: undefined }
}

/** The sidebar entries a user sees: staff-only ones for administrators only. */
export const sectionsFor = (isStaff: boolean): SidebarSection[] => SIDEBAR_SECTIONS.filter((section) => isStaff || !section.staffOnly)
