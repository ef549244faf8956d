import { Trans } from '@lingui/react/macro'
import { Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Footer } from '../components/footer/footer'
import { Navbar } from '../components/navbar/navbar'
import { Spinner } from '../components/spinner/spinner'
import { RecordTimeZone } from '../lib/session/record-time-zone'
import { SessionRedirect } from '../lib/session/session-redirect'
import { PageChromeContext, type PageChrome } from '../hooks/use-page-chrome'
import { AppErrorBoundary } from './app-error-boundary'
import { AppStartGate } from './app-start-gate'
import { NewsletterSlot } from './newsletter-slot'
import { ScrollOnNavigate } from './scroll-on-navigate'
import { isFocusedPath, isShellPath } from './shell-pages'
import './root-layout.css'

const MAIN_CONTENT_ID = 'main-content'

/**
 * Skip link, navbar, the routed page (start spinner, error boundary, lazy-route fallback), footer.
 * A layout with its own chrome (the signed-in area's shell, see `useOwnPageChrome`) replaces the
 * navbar and footer and names where the skip link goes. On the shell's paths the navbar and footer
 * are left out from the first paint, not only once the shell is there: during the start spinner and
 * while the shell's chunk loads the page shows the spinner alone, so the shell does not push a
 * navbar away when it arrives (a layout shift). An error page there gets the public chrome back.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const [ownChrome, setOwnChrome] = useState<PageChrome | null>(null)
  const [failedOn, setFailedOn] = useState<string | null>(null)
  const publicChrome = !ownChrome && (failedOn === pathname || !isShellPath(pathname))
  return (
    <div className="layout">
      <SessionRedirect />
      <RecordTimeZone />
      <ScrollOnNavigate />
      <a className="skip-link" href={`#${ownChrome?.contentId ?? MAIN_CONTENT_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      {publicChrome ? <Navbar /> : null}
      <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
        <AppStartGate>
          <AppErrorBoundary resetKey={pathname} onCatch={() => setFailedOn(pathname)}>
            <Suspense fallback={<Spinner />}>
              <PageChromeContext value={setOwnChrome}>
                <Outlet />
              </PageChromeContext>
            </Suspense>
          </AppErrorBoundary>
        </AppStartGate>
      </main>
      {publicChrome ? <Footer compact={isFocusedPath(pathname)} newsletter={<NewsletterSlot />} /> : null}
    </div>
  )
}
