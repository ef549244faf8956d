import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router'
import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/guards'
import { StaffTwoFactorGate } from '../features/auth/components/staff-two-factor-gate'
import { lazyRoute } from '../lib/lazy-route'
import { SHELL_NOT_FOUND_PATH, SHELL_PAGES, type ShellPage } from './shell-pages'

// The routes a first visit to a public page does not need: the signed-in area's pages (each its own
// chunk, as in ./router) and the not-found page. ./router sends every path it does not know here.

const NotFoundRoute = lazyRoute(() => import('./routes/not-found'))
// Spec 2.4: the Money Transfer wizard (signed in only).
const SenderDetailsRoute = lazyRoute(() => import('./routes/sender-details'))
// The wizard's end: the transfer just paid, read by id (safe to reload).
const TransferSentRoute = lazyRoute(() => import('./routes/transfer-sent'))
// Spec 2.6: the signed-in area's shell (sidebar, header) around its pages, with the app's SWR options.
const DashboardLayout = lazyRoute(() => import('./signed-in-layout'))
const OverviewRoute = lazyRoute(() => import('./routes/dashboard/overview'))
const MyRecipientsRoute = lazyRoute(() => import('./routes/dashboard/my-recipients'))
// The address book's form (add, edit).
const RecipientFormRoute = lazyRoute(() => import('./routes/dashboard/recipient-form'))
const TransactionsRoute = lazyRoute(() => import('./routes/dashboard/transactions'))
const ProfileSettingsRoute = lazyRoute(() => import('./routes/dashboard/profile-settings'))
// Spec 2.11, 2.12: users management, profiles, documents.
const UsersListRoute = lazyRoute(() => import('./routes/dashboard/users-list'))
const UserProfileRoute = lazyRoute(() => import('./routes/dashboard/user-profile'))
const UploadDocumentsRoute = lazyRoute(() => import('./routes/dashboard/upload-documents'))
// Exchange rates (verified staff).
const ExchangeRatesRoute = lazyRoute(() => import('./routes/dashboard/exchange-rates'))
// Error claims (verified staff).
const ClaimsRoute = lazyRoute(() => import('./routes/dashboard/claims'))
// The compliance review queue (verified staff).
const ComplianceRoute = lazyRoute(() => import('./routes/dashboard/compliance'))
// The payout queues (verified staff).
const PayoutsRoute = lazyRoute(() => import('./routes/dashboard/payouts'))
// One payout batch (verified staff).
const PayoutBatchRoute = lazyRoute(() => import('./routes/dashboard/payout-batch'))
// The uploads waiting for verification and a user's verification review (verified staff).
const VerificationsRoute = lazyRoute(() => import('./routes/dashboard/verifications'))
const VerificationReviewRoute = lazyRoute(() => import('./routes/dashboard/verification-review'))
// The ledger's daily reconciliation (verified staff).
const ReconciliationRoute = lazyRoute(() => import('./routes/dashboard/reconciliation'))
// Spec 2.7–2.9: the transfer administration screens ("customers").
const CustomerDashboardRoute = lazyRoute(() => import('./routes/customers/customer-dashboard'))
const AddCustomerRoute = lazyRoute(() => import('./routes/customers/add-customer'))
const EditCustomerRoute = lazyRoute(() => import('./routes/customers/edit-customer'))
const CustomerReceiptRoute = lazyRoute(() => import('./routes/customers/customer-receipt'))
const CustomerDetailsRoute = lazyRoute(() => import('./routes/customers/customer-details'))

/**
 * A staff screen: staff without two-factor sign-in see the enrolment prompt instead (the
 * page's chunk is not even loaded); anyone else the page.
 */
const staffScreen = (page: ReactElement) => <StaffTwoFactorGate>{page}</StaffTwoFactorGate>

/** The page of every shell path (./shell-pages): a key missing or left over does not compile. */
const SHELL_PAGE_ELEMENTS: Record<ShellPage, ReactElement> = {
  dashboard: <OverviewRoute />,
  dashboardMyRecipients: <MyRecipientsRoute />,
  dashboardMyReciepients: <MyRecipientsRoute />,
  dashboardAddRecipient: <RecipientFormRoute mode="add" />,
  dashboardEditRecipient: <RecipientFormRoute mode="edit" />,
  transactions: <TransactionsRoute />,
  profileSettings: <ProfileSettingsRoute />,
  dashboardUsersList: staffScreen(<UsersListRoute />),
  dashboardExchangeRates: staffScreen(<ExchangeRatesRoute />),
  dashboardClaims: staffScreen(<ClaimsRoute />),
  dashboardCompliance: staffScreen(<ComplianceRoute />),
  dashboardReconciliation: staffScreen(<ReconciliationRoute />),
  dashboardPayouts: staffScreen(<PayoutsRoute />),
  dashboardPayoutBatch: staffScreen(<PayoutBatchRoute />),
  dashboardVerifications: staffScreen(<VerificationsRoute />),
  dashboardVerificationReview: staffScreen(<VerificationReviewRoute />),
  dashboardProfile: <UserProfileRoute mode="own" />,
  dashboardProfileById: staffScreen(<UserProfileRoute mode="byId" />),
  dashboardMyProfile: <UserProfileRoute mode="mine" />,
  dashboardUploadDocuments: <UploadDocumentsRoute />,
  customers: staffScreen(<CustomerDashboardRoute />),
  dashboardCustomers: staffScreen(<CustomerDashboardRoute />),
  addCustomer: staffScreen(<AddCustomerRoute />),
  editCustomer: staffScreen(<EditCustomerRoute />),
  customerPrintReceipt: staffScreen(<CustomerReceiptRoute />),
  customerDetails: staffScreen(<CustomerDetailsRoute />),
}

/** Descendant routes of ./router's `*` route: the signed-in area, else the not-found page. */
export default function SignedInRoutes() {
  return (
    <Routes>
      {/* Signed-in only (spec 2.1, 6): signed-out visitors sign in and come back. */}
      <Route element={<RequireAuth />}>
        <Route path={paths.senderDetails.path} element={<SenderDetailsRoute />} />
        <Route path={paths.transferSent.path} element={<TransferSentRoute />} />
        {/* Every signed-in page of the dashboard area, inside its shell (spec 2.6): one route per
            entry of SHELL_PAGES, the list the root layout also reads. */}
        <Route element={<DashboardLayout />}>
          {SHELL_PAGES.map((page) => (
            <Route key={page} path={paths[page].path} element={SHELL_PAGE_ELEMENTS[page]} />
          ))}
          {/* Dashboard pages not built yet: the not-found page, inside the shell. */}
          <Route path={SHELL_NOT_FOUND_PATH} element={<NotFoundRoute />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  )
}
