import { useLingui } from '@lingui/react/macro'
import { use, useEffect, useState } from 'react'
import { Spinner } from '../../components/spinner/spinner'
import { paths } from '../../config/paths'
import { homePageTitle, PAGE_SPINNER_MS } from '../../config/site'
import { useDelayElapsed } from '../../hooks/use-delay-elapsed'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useSession } from '../../lib/session/session-provider'
import { useLazyModule } from '../../lib/lazy-module'
import { homePage } from '../preload'
import { PrerenderedStartContext } from '../prerendered-start'

/**
 * Spec 2.3: a 1-second spinner, then the home page. Its sections are a chunk of their own, loaded
 * during the spinner (from app start when the app starts here, see `preloadAtStart`), so the other
 * pages' first load does not carry them. The spinner stays until both the second and the chunk are
 * there: one spinner, then the page, never a second spinner. The prerendered home page the app
 * starts on has no spinner: it is painted already, and its chunk is there before hydration (main.tsx).
 */
export function HomeRoute() {
  const { i18n } = useLingui()
  useDocumentTitle(homePageTitle(i18n))
  const { status } = useSession()
  const prerenderedPath = use(PrerenderedStartContext)
  const [prerendered] = useState(() => prerenderedPath === paths.home.path)
  const elapsed = useDelayElapsed(PAGE_SPINNER_MS)
  const ready = prerendered || elapsed
  const [page, loadPage] = useLazyModule(homePage)
  const [failure, setFailure] = useState<unknown>()
  useEffect(() => {
    if (!page) loadPage().catch(setFailure)
  }, [page, loadPage])
  // A chunk that did not arrive: the layout's error boundary shows "Loading chunk failed".
  if (failure !== undefined) throw failure
  if (!ready || !page) return <Spinner />
  return <page.HomeSections signedIn={status === 'signedIn'} />
}
