import { useEffect } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router'
import { paths } from '../../config/paths'
import { useSessionStore } from './session-provider'

/** What the guards and this redirect put in the location state of /auth/sign-in: the page to return to. */
export interface SignInLocationState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>
}

/**
 * Inside the router: when a session ends, go to sign-in (spec 4). After a refused token or a sign-out
 * in another tab the current page is kept as `from`, so signing in again returns there.
 */
export function SessionRedirect() {
  const store = useSessionStore()
  const navigate = useNavigate()
  const location = useLocation()
  const { pathname, search, hash } = location

  useEffect(
    () =>
      store.onSignOut((reason) => {
        const state: SignInLocationState | undefined = reason === 'user' ? undefined : { from: { pathname, search, hash } }
        void navigate(paths.signIn.getHref(), { replace: reason !== 'user', state })
      }),
    [store, navigate, pathname, search, hash],
  )
  return null
}
