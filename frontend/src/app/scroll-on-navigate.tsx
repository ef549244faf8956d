import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * A new page opens at its top; back and forward leave the browser's own restoration alone.
 * react-router's `<ScrollRestoration>` needs its data router, which these declarative routes do not
 * use. Keyed on the path, so a page that only changes its query (a search, a page of a list) keeps
 * its place.
 */
export function ScrollOnNavigate() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useLayoutEffect(() => {
    // 'instant': the site's smooth scrolling (for in-page links) would animate from the old page's place.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, navigationType])
  return null
}
