import { Activity, use, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '../components/spinner/spinner'
import { paths } from '../config/paths'
import { PAGE_SPINNER_MS } from '../config/site'
import { useDelayElapsed } from '../hooks/use-delay-elapsed'
import { PrerenderedStartContext } from './prerendered-start'

/**
 * Spec 2.3: "The same 1-second page spinner is shown at app start." The home page shows that spinner
 * itself on mount, so an app that starts on `/` skips this gate: one spinner, not two in a row.
 * Meanwhile the page renders hidden (Activity), so a lazy route's code loads during the spinner.
 * A prerendered page the app starts on skips it too: the page is painted already (./prerendered-start).
 */
export function AppStartGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const prerenderedPath = use(PrerenderedStartContext)
  const [noGate] = useState(() => pathname === paths.home.path || pathname === prerenderedPath)
  const elapsed = useDelayElapsed(PAGE_SPINNER_MS)
  const waiting = !noGate && !elapsed
  return (
    <>
      {waiting ? <Spinner /> : null}
      <Activity mode={waiting ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  )
}
