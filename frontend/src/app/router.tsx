import { matchPath, Navigate, Route, Routes } from 'react-router'
import { paths } from '../config/paths'
import { RedirectIfSignedIn } from '../features/auth/components/guards'
import { lazyRoute } from '../lib/lazy-route'
import { RootLayout } from './root-layout'
import { HomeRoute } from './routes/home'

// Pages other than home are code-split: `lazyRoute(() => import(...))` here, and the layout's Suspense
// shows the page spinner while the chunk loads (a failed or 120 s late chunk lands in the error boundary).
// A page whose first screen formats no date, amount or name with Intl says so (TEXT_ONLY): prerendered,
// it starts before the Intl polyfills a browser may need for the language (lazyRoute). A browser test
// holds each of them to it (frontend/e2e/languages.e2e.test.ts).
const TEXT_ONLY = { intl: 'later' } as const
// The public site's content pages (help, legal, company).
const FaqRoute = lazyRoute(() => import('./routes/faq'), TEXT_ONLY)
const PrivacyPolicyRoute = lazyRoute(() => import('./routes/privacy-policy'), TEXT_ONLY)
const TermsOfServiceRoute = lazyRoute(() => import('./routes/terms-of-service'))
const AboutUsRoute = lazyRoute(() => import('./routes/about-us'))
const SecurityRoute = lazyRoute(() => import('./routes/security'), TEXT_ONLY)
const ContactUsRoute = lazyRoute(() => import('./routes/contact-us'), TEXT_ONLY)
const SignInRoute = lazyRoute(() => import('./routes/auth/sign-in'), TEXT_ONLY)
const SignUpRoute = lazyRoute(() => import('./routes/auth/sign-up'), TEXT_ONLY)
const ConfirmEmailRoute = lazyRoute(() => import('./routes/auth/confirm-email'))
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'))
// Spec 2.4: the country transfer page.
const CountryTransferRoute = lazyRoute(() => import('./routes/country-transfer'))
// The recipient's tracking page: the link in their SMS (public, not indexed).
const TrackRoute = lazyRoute(() => import('./routes/track'))
// Every other path — the signed-in area and pages that do not exist — goes to a route table of its
// own (./signed-in-routes): its pages' imports and their preload lists stay out of the entry bundle.
const SignedInRoutes = lazyRoute(() => import('./signed-in-routes'))

/** The prerendered public pages' routes (shared/site/prerendered-pages.ts), the home page's aside. */
const PRERENDERED_ROUTES = [
  [paths.faq.path, FaqRoute],
  [paths.privacyPolicy.path, PrivacyPolicyRoute],
  [paths.termsOfService.path, TermsOfServiceRoute],
  [paths.aboutUs.path, AboutUsRoute],
  [paths.security.path, SecurityRoute],
  [paths.contactUs.path, ContactUsRoute],
  [paths.signIn.path, SignInRoute],
  [paths.signUp.path, SignUpRoute],
  [paths.countryTransfer.path, CountryTransferRoute],
] as const

const prerenderedRouteOf = (pathname: string) => PRERENDERED_ROUTES.find(([pattern]) => matchPath(pattern, pathname))?.[1]

/** Loads the code (and its translations) of the public page at `pathname`, if it is one of the prerendered ones. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  await prerenderedRouteOf(pathname)?.preload()
}

/** Whether the prerendered page at `pathname` needs Intl in the reader's language for its first screen ('now'), or not ('later'). */
export const prerenderedPageIntl = (pathname: string): 'now' | 'later' => prerenderedRouteOf(pathname)?.intl ?? 'now'

/** Declarative routes: the data router would add to every page's initial load. */
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
          <Route path={paths.confirmEmail.path} element={<ConfirmEmailRoute />} />
        </Route>
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.countryTransfer.path} element={<CountryTransferRoute />} />
        <Route path={paths.track.path} element={<TrackRoute />} />
        {/* The signed-in area (spec 2.1, 2.6) and the not-found page: see ./signed-in-routes. */}
        <Route path="*" element={<SignedInRoutes />} />
      </Route>
    </Routes>
  )
}
