import { Activity, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '../components/spinner/spinner'
import { paths } from '../config/paths'
import { PAGE_SPINNER_MS } from '../config/site'
import { useDelayElapsed } from '../hooks/use-delay-elapsed'

/**
 * Spec 2.3: "The same 1-second page spinner is shown at app start." The home page shows that spinner
 * itself on mount, so an app that starts on `/` skips this gate: one spinner, not two in a row.
 * Meanwhile the page renders hidden (Activity), so a lazy route's code loads during the spinner.
 */
export function AppStartGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const [startedOnHome] = useState(() => pathname === paths.home.path)
  const elapsed = useDelayElapsed(PAGE_SPINNER_MS)
  const waiting = !startedOnHome && !elapsed
  return (
    <>
      {waiting ? <Spinner /> : null}
      <Activity mode={waiting ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  )
}
