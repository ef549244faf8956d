import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Footer } from '../components/footer/footer'
import { Navbar } from '../components/navbar/navbar'
import { Spinner } from '../components/spinner/spinner'
import { SessionRedirect } from '../features/auth/session/session-redirect'
import { AppErrorBoundary } from './app-error-boundary'
import { AppStartGate } from './app-start-gate'
import './root-layout.css'

export const MAIN_CONTENT_ID = 'main-content'

/** Skip link, navbar, the routed page (start spinner, error boundary, lazy-route fallback), footer. */
export function RootLayout() {
  const { pathname } = useLocation()
  return (
    <div className="layout">
      <SessionRedirect />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
        <AppStartGate>
          <AppErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </AppStartGate>
      </main>
      <Footer />
    </div>
  )
}
