import { Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Footer } from '../components/footer/footer'
import { Navbar } from '../components/navbar/navbar'
import { Spinner } from '../components/spinner/spinner'
import { SessionRedirect } from '../features/auth/session/session-redirect'
import { PageChromeContext, type PageChrome } from '../hooks/use-page-chrome'
import { AppErrorBoundary } from './app-error-boundary'
import { AppStartGate } from './app-start-gate'
import './root-layout.css'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * Skip link, navbar, the routed page (start spinner, error boundary, lazy-route fallback), footer.
 * A layout with its own chrome (the signed-in area's shell, see `useOwnPageChrome`) replaces the
 * navbar and footer and names where the skip link goes.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const [ownChrome, setOwnChrome] = useState<PageChrome | null>(null)
  return (
    <div className="layout">
      <SessionRedirect />
      <a className="skip-link" href={`#${ownChrome?.contentId ?? MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {ownChrome ? null : <Navbar />}
      <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
        <AppStartGate>
          <AppErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <PageChromeContext value={setOwnChrome}>
                <Outlet />
              </PageChromeContext>
            </Suspense>
          </AppErrorBoundary>
        </AppStartGate>
      </main>
      {ownChrome ? null : <Footer />}
    </div>
  )
}
