import { paths } from '../../frontend/src/config/paths'

export interface RouteContext {
  /** Ids of the seeded destinations, from GET /countries. */
  countryIds: readonly string[]
  /** A transfer the audit's customer made through the API (signed-in rows only). */
  transferId: string
  /** The audit's customer's user id (signed-in rows only). */
  customerId: string
  /** A payout batch the admin made of another of the customer's transfers (signed-in rows only). */
  payoutBatchId: string
}

/**
 * Who a signed-in row is audited as: `customer` has one transfer, `new-customer` has none (the
 * empty states), `admin` is the local super admin.
 */
export type AuditSession = 'customer' | 'new-customer' | 'admin'

/** Ids that exist nowhere: the not-found states of the detail screens. */
const MISSING_TRANSFER_ID = '01JB0000000000000000000000'
const MISSING_USER_ID = '00000000-0000-4000-8000-000000000000'

/** One page `npm run audit` measures. Add a row here to audit another page. */
export interface AuditRoute {
  name: string
  /** The path, or how to get it from the running stack (e.g. a seeded id). */
  path: string | ((context: RouteContext) => string)
  /**
   * Audited signed in (see {@link AuditSession}): the script signs the account in through the API and
   * puts the session into localStorage `user` before the page loads. Signed out when absent.
   * Signed-in rows are judged on Accessibility, axe and their route JS, and get one
   * Lighthouse run unless `--runs` asks for more on every row.
   */
  session?: AuditSession
}

/** The destination the country page is audited with: Somalia when seeded, else the first one. */
export function auditCountryId(ids: readonly string[]): string {
  const id = ids.includes('so') ? 'so' : ids[0]
  if (!id) throw new Error('GET /countries listed no destination: the local stack seeds them at start.')
  return id
}

/** The public pages a first-time visitor (or a recipient) lands on, then every signed-in screen with its empty and error states. */
export const AUDIT_ROUTES: readonly AuditRoute[] = [
  { name: 'home', path: paths.home.getHref() },
  { name: 'faq', path: paths.faq.getHref() },
  { name: 'privacy', path: paths.privacyPolicy.getHref() },
  { name: 'terms', path: paths.termsOfService.getHref() },
  { name: 'about-us', path: paths.aboutUs.getHref() },
  { name: 'security', path: paths.security.getHref() },
  { name: 'contact-us', path: paths.contactUs.getHref() },
  { name: 'country', path: ({ countryIds }) => paths.countryTransfer.getHref(auditCountryId(countryIds)) },
  { name: 'sign-in', path: paths.signIn.getHref() },
  { name: 'sign-up', path: paths.signUp.getHref() },
  // A link nobody was given: the page a wrong or expired tracking link shows (the live one needs the SMS's token).
  { name: 'track-not-found', path: paths.track.getHref('AAAAAAAAAAAAAAAAAAAAAA') },
  {
    name: 'wizard',
    path: ({ countryIds }) =>
      paths.senderDetails.getHref(auditCountryId(countryIds), { inputValue: '100', fees: '5', total: '105', paymentType: 'Cash Collection' }),
    session: 'customer',
  },
  { name: 'overview', path: paths.dashboard.getHref(), session: 'customer' },
  { name: 'overview-admin', path: paths.dashboard.getHref(), session: 'admin' },
  { name: 'my-recipients', path: paths.dashboardMyRecipients.getHref(), session: 'customer' },
  { name: 'my-recipients-empty', path: paths.dashboardMyRecipients.getHref(), session: 'new-customer' },
  { name: 'transactions', path: paths.transactions.getHref(), session: 'customer' },
  { name: 'profile-settings', path: paths.profileSettings.getHref(), session: 'customer' },
  { name: 'profile', path: paths.dashboardProfile.getHref(), session: 'customer' },
  { name: 'documents-empty', path: paths.dashboardUploadDocuments.getHref(), session: 'new-customer' },
  { name: 'customers', path: paths.customers.getHref(), session: 'admin' },
  { name: 'customers-empty', path: paths.customers.getHref(), session: 'new-customer' },
  { name: 'add-customer', path: paths.addCustomer.getHref(), session: 'admin' },
  { name: 'add-customer-forbidden', path: paths.addCustomer.getHref(), session: 'customer' },
  { name: 'edit-customer', path: ({ transferId }) => paths.editCustomer.getHref(transferId), session: 'admin' },
  { name: 'receipt', path: ({ transferId }) => paths.customerPrintReceipt.getHref(transferId), session: 'admin' },
  { name: 'receipt-sender', path: ({ transferId }) => paths.customerPrintReceipt.getHref(transferId), session: 'customer' },
  { name: 'details', path: ({ transferId }) => paths.customerDetails.getHref(transferId), session: 'admin' },
  { name: 'details-sender', path: ({ transferId }) => paths.customerDetails.getHref(transferId), session: 'customer' },
  { name: 'details-not-found', path: paths.customerDetails.getHref(MISSING_TRANSFER_ID), session: 'customer' },
  { name: 'users-list', path: paths.dashboardUsersList.getHref(), session: 'admin' },
  { name: 'users-list-forbidden', path: paths.dashboardUsersList.getHref(), session: 'customer' },
  { name: 'user-profile', path: ({ customerId }) => paths.dashboardProfileById.getHref(customerId), session: 'admin' },
  { name: 'user-profile-not-found', path: paths.dashboardProfileById.getHref(MISSING_USER_ID), session: 'admin' },
  { name: 'exchange-rates', path: paths.dashboardExchangeRates.getHref(), session: 'admin' },
  { name: 'claims', path: paths.dashboardClaims.getHref(), session: 'admin' },
  { name: 'compliance-review', path: paths.dashboardCompliance.getHref(), session: 'admin' },
  { name: 'reconciliation', path: paths.dashboardReconciliation.getHref(), session: 'admin' },
  { name: 'payouts', path: paths.dashboardPayouts.getHref(), session: 'admin' },
  { name: 'payout-batch', path: ({ payoutBatchId }) => paths.dashboardPayoutBatch.getHref(payoutBatchId), session: 'admin' },
  { name: 'verifications', path: paths.dashboardVerifications.getHref(), session: 'admin' },
  { name: 'verification-review', path: ({ customerId }) => paths.dashboardVerificationReview.getHref(customerId), session: 'admin' },
  { name: 'add-recipient', path: paths.dashboardAddRecipient.getHref(), session: 'customer' },
  { name: 'transfer-sent', path: ({ transferId }) => paths.transferSent.getHref(transferId), session: 'customer' },
]

export function resolvePath(route: AuditRoute, context: RouteContext): string {
  return typeof route.path === 'string' ? route.path : route.path(context)
}
