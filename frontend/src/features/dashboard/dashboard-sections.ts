import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { matchPath } from 'react-router'
import { paths } from '../../config/paths'

/** The sidebar's entries (spec 2.6), in order. */
export type SectionId =
  | 'overview'
  | 'users'
  | 'customers'
  | 'rates'
  | 'claims'
  | 'compliance'
  | 'payouts'
  | 'verifications'
  | 'reconciliation'
  | 'recipients'
  | 'profile'
  | 'history'
  | 'documents'

export interface SidebarSection {
  id: SectionId
  label: MessageDescriptor
  to: string
  /** Shown to administrators (isAdmin or superAdmin) only (spec 2.6, 6). */
  staffOnly?: boolean
}

const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { id: 'overview', label: msg`Dashboard`, to: paths.dashboard.getHref() },
  { id: 'users', label: msg`Users Management`, to: paths.dashboardUsersList.getHref(), staffOnly: true },
  { id: 'customers', label: msg`Customers`, to: paths.dashboardCustomers.getHref(), staffOnly: true },
  { id: 'rates', label: msg`Exchange Rates`, to: paths.dashboardExchangeRates.getHref(), staffOnly: true },
  { id: 'claims', label: msg`Claims`, to: paths.dashboardClaims.getHref(), staffOnly: true },
  { id: 'compliance', label: msg`Compliance review`, to: paths.dashboardCompliance.getHref(), staffOnly: true },
  { id: 'payouts', label: msg`Payouts`, to: paths.dashboardPayouts.getHref(), staffOnly: true },
  { id: 'verifications', label: msg`Verifications`, to: paths.dashboardVerifications.getHref(), staffOnly: true },
  { id: 'reconciliation', label: msg`Reconciliation`, to: paths.dashboardReconciliation.getHref(), staffOnly: true },
  { id: 'recipients', label: msg`My Recipients`, to: paths.dashboardMyRecipients.getHref() },
  { id: 'profile', label: msg`My Profile`, to: paths.dashboardProfile.getHref() },
  { id: 'history', label: msg`Transfer History`, to: paths.transactions.getHref() },
  { id: 'documents', label: msg`Documents`, to: paths.dashboardUploadDocuments.getHref() },
]

interface Page {
  pattern: string
  title: MessageDescriptor
  /** The sidebar entry this page belongs to, if any. */
  section?: SectionId
}

/**
 * Every signed-in page: its header title and sidebar entry. The first pattern that matches wins, so
 * literal paths come before the parameter paths they would also match.
 */
const PAGES: readonly Page[] = [
  { pattern: paths.dashboard.path, title: msg`Dashboard`, section: 'overview' },
  { pattern: paths.dashboardUsersList.path, title: msg`Users Management`, section: 'users' },
  { pattern: paths.dashboardExchangeRates.path, title: msg`Exchange Rates`, section: 'rates' },
  { pattern: paths.dashboardClaims.path, title: msg`Claims`, section: 'claims' },
  { pattern: paths.dashboardCompliance.path, title: msg`Compliance review`, section: 'compliance' },
  { pattern: paths.dashboardReconciliation.path, title: msg`Reconciliation`, section: 'reconciliation' },
  { pattern: paths.dashboardPayouts.path, title: msg`Payouts`, section: 'payouts' },
  { pattern: paths.dashboardPayoutBatch.path, title: msg`Payout batch`, section: 'payouts' },
  { pattern: paths.dashboardVerifications.path, title: msg`Verifications`, section: 'verifications' },
  { pattern: paths.dashboardVerificationReview.path, title: msg`Verification review`, section: 'verifications' },
  { pattern: paths.dashboardMyRecipients.path, title: msg`My Recipients`, section: 'recipients' },
  { pattern: paths.dashboardMyReciepients.path, title: msg`My Recipients`, section: 'recipients' },
  { pattern: paths.dashboardAddRecipient.path, title: msg`Add a recipient`, section: 'recipients' },
  { pattern: paths.dashboardEditRecipient.path, title: msg`Edit recipient`, section: 'recipients' },
  { pattern: paths.dashboardProfile.path, title: msg`My Profile`, section: 'profile' },
  { pattern: paths.dashboardMyProfile.path, title: msg`My Profile`, section: 'profile' },
  // Someone else's profile is reached from the users list.
  { pattern: paths.dashboardProfileById.path, title: msg`User Profile`, section: 'users' },
  { pattern: paths.dashboardUploadDocuments.path, title: msg`Documents`, section: 'documents' },
  { pattern: paths.dashboardCustomers.path, title: msg`Customers`, section: 'customers' },
  { pattern: paths.customers.path, title: msg`Customers`, section: 'customers' },
  { pattern: paths.addCustomer.path, title: msg`Add Customer`, section: 'customers' },
  { pattern: paths.editCustomer.path, title: msg`Edit Customer Payment`, section: 'customers' },
  { pattern: paths.customerPrintReceipt.path, title: msg`Receipt`, section: 'customers' },
  { pattern: paths.customerDetails.path, title: msg`Customer Details`, section: 'customers' },
  { pattern: paths.transactions.path, title: msg`Transfer History`, section: 'history' },
  { pattern: paths.profileSettings.path, title: msg`Profile Settings` },
]

export interface CurrentPage {
  title: MessageDescriptor
  section: SectionId | undefined
}

/** The header title and the current sidebar entry for a signed-in page's path. */
export function currentPage(pathname: string): CurrentPage {
  const page = PAGES.find((candidate) => matchPath({ path: candidate.pattern, end: true }, pathname))
  return page ? { title: page.title, section: page.section } : { title: msg`Dashboard`, section: undefined }
}

/** The sidebar entries a user sees: staff-only ones for administrators only. */
export const sectionsFor = (isStaff: boolean): SidebarSection[] => SIDEBAR_SECTIONS.filter((section) => isStaff || !section.staffOnly)
