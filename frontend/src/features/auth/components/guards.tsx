import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import type { SignInLocationState } from '../../../lib/session/session-redirect'
import { useSession } from '../../../lib/session/session-provider'
import { returnPathFromState, safeReturnPath, withReturnPath } from '../../../lib/session/return-path'

/**
 * The in-app address to return to after signing in, from the location state a guard left; only a
 * same-origin path ('/x', never '//host'), and never the sign-in or sign-up pages themselves.
 */
export const returnPathFrom = returnPathFromState

/**
 * Signed-in only (spec 2.1, 6): a signed-out visitor goes to /auth/sign-in, which brings them back
 * here afterwards. Wraps `children`, or the nested routes when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession()
  const { t } = useLingui()
  const location = useLocation()
  const [seenSignedIn, setSeenSignedIn] = useState(false)
  if (status === 'signedIn' && !seenSignedIn) setSeenSignedIn(true)

  if (status === 'restoring') return <Spinner />
  if (status === 'signedOut') {
    // Signed out while here: the app is already on its way to sign-in (SessionRedirect).
    if (seenSignedIn) return <Spinner label={t`Signing out…`} />
    const state: SignInLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
    // Also in the address (?next=): it outlives this state through a reload and on to sign-up.
    const next = safeReturnPath(location.pathname + location.search + location.hash)
    return <Navigate to={withReturnPath(paths.signIn.getHref(), next)} replace state={state} />
  }
  return children ?? <Outlet />
}

/**
 * Signed-out only (spec 2.1, 4): sign-in and sign-up send a signed-in user to /. A sign-in made on
 * the page itself is left to the page, which goes on to where the user was heading.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { status, source } = useSession()
  const [arrivedSignedOut] = useState(status === 'signedOut')
  if (status === 'restoring') return <Spinner />
  if (status === 'signedIn' && !(arrivedSignedOut && source === 'signIn')) return <Navigate to={paths.home.getHref()} replace />
  return children ?? <Outlet />
}
