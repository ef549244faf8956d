import { Navigate, Route, Routes } from 'react-router'
import { paths } from '../config/paths'
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/guards'
import { lazyRoute } from './lazy-route'
import { RootLayout } from './root-layout'
import { HomeRoute } from './routes/home'

// Pages other than home are code-split: `lazyRoute(() => import(...))` here, and the layout's Suspense
// shows the page spinner while the chunk loads (a failed or 120 s late chunk lands in the error boundary).
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'))
// The public site's content pages (help, legal, company).
const FaqRoute = lazyRoute(() => import('./routes/faq'))
const PrivacyPolicyRoute = lazyRoute(() => import('./routes/privacy-policy'))
const TermsOfServiceRoute = lazyRoute(() => import('./routes/terms-of-service'))
const AboutUsRoute = lazyRoute(() => import('./routes/about-us'))
const SecurityRoute = lazyRoute(() => import('./routes/security'))
const ContactUsRoute = lazyRoute(() => import('./routes/contact-us'))
const SignInRoute = lazyRoute(() => import('./routes/auth/sign-in'))
const SignUpRoute = lazyRoute(() => import('./routes/auth/sign-up'))
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'))
// Spec 2.4: the country transfer page.
const CountryTransferRoute = lazyRoute(() => import('./routes/country-transfer'))
// Spec 2.4: the Money Transfer wizard (signed in only).
const SenderDetailsRoute = lazyRoute(() => import('./routes/sender-details'))
// Spec 2.6: the signed-in area's shell (sidebar, header) around its pages.
const DashboardLayout = lazyRoute(() => import('../features/dashboard/components/dashboard-layout'))
const OverviewRoute = lazyRoute(() => import('./routes/dashboard/overview'))
const MyRecipientsRoute = lazyRoute(() => import('./routes/dashboard/my-recipients'))
const TransactionsRoute = lazyRoute(() => import('./routes/dashboard/transactions'))
const ProfileSettingsRoute = lazyRoute(() => import('./routes/dashboard/profile-settings'))
// Spec 2.11, 2.12: users management, profiles, documents.
const UsersListRoute = lazyRoute(() => import('./routes/dashboard/users-list'))
const UserProfileRoute = lazyRoute(() => import('./routes/dashboard/user-profile'))
const UploadDocumentsRoute = lazyRoute(() => import('./routes/dashboard/upload-documents'))
// Spec 2.7–2.9: the transfer administration screens ("customers").
const CustomerDashboardRoute = lazyRoute(() => import('./routes/customers/customer-dashboard'))
const AddCustomerRoute = lazyRoute(() => import('./routes/customers/add-customer'))
const EditCustomerRoute = lazyRoute(() => import('./routes/customers/edit-customer'))
const CustomerReceiptRoute = lazyRoute(() => import('./routes/customers/customer-receipt'))
const CustomerDetailsRoute = lazyRoute(() => import('./routes/customers/customer-details'))

/** Declarative routes (no data router: it costs ~16 KB gzip on the initial load). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.faq.path} element={<FaqRoute />} />
        <Route path={paths.helpCenter.path} element={<Navigate to={paths.faq.getHref()} replace />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
        <Route path={paths.privacy.path} element={<Navigate to={paths.privacyPolicy.getHref()} replace />} />
        <Route path={paths.termsOfService.path} element={<TermsOfServiceRoute />} />
        <Route path={paths.terms.path} element={<Navigate to={paths.termsOfService.getHref()} replace />} />
        <Route path={paths.aboutUs.path} element={<AboutUsRoute />} />
        <Route path={paths.security.path} element={<SecurityRoute />} />
        <Route path={paths.contactUs.path} element={<ContactUsRoute />} />
        {/* Signed-out only (spec 2.1): signed-in users are sent to /. */}
        <Route element={<RedirectIfSignedIn />}>
          <Route path={paths.signIn.path} element={<SignInRoute />} />
          <Route path={paths.login.path} element={<SignInRoute />} />
          <Route path={paths.signUp.path} element={<SignUpRoute />} />
        </Route>
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.countryTransfer.path} element={<CountryTransferRoute />} />
        {/* Signed-in only (spec 2.1, 6): signed-out visitors sign in and come back. */}
        <Route element={<RequireAuth />}>
          <Route path={paths.senderDetails.path} element={<SenderDetailsRoute />} />
          {/* Every signed-in page of the dashboard area, inside its shell (spec 2.6). */}
          <Route element={<DashboardLayout />}>
            <Route path={paths.dashboard.path} element={<OverviewRoute />} />
            <Route path={paths.dashboardMyRecipients.path} element={<MyRecipientsRoute />} />
            <Route path={paths.dashboardMyReciepients.path} element={<MyRecipientsRoute />} />
            <Route path={paths.transactions.path} element={<TransactionsRoute />} />
            <Route path={paths.profileSettings.path} element={<ProfileSettingsRoute />} />
            <Route path={paths.dashboardUsersList.path} element={<UsersListRoute />} />
            <Route path={paths.dashboardProfile.path} element={<UserProfileRoute mode="own" />} />
            <Route path={paths.dashboardProfileById.path} element={<UserProfileRoute mode="byId" />} />
            <Route path={paths.dashboardMyProfile.path} element={<UserProfileRoute mode="mine" />} />
            <Route path={paths.dashboardUploadDocuments.path} element={<UploadDocumentsRoute />} />
            <Route path={paths.customers.path} element={<CustomerDashboardRoute />} />
            <Route path={paths.dashboardCustomers.path} element={<CustomerDashboardRoute />} />
            <Route path={paths.addCustomer.path} element={<AddCustomerRoute />} />
            <Route path={paths.editCustomer.path} element={<EditCustomerRoute />} />
            <Route path={paths.customerPrintReceipt.path} element={<CustomerReceiptRoute />} />
            <Route path={paths.customerDetails.path} element={<CustomerDetailsRoute />} />
            {/* Dashboard pages not built yet: the not-found page, inside the shell. */}
            <Route path={`${paths.dashboard.path}/*`} element={<NotFoundRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
}
