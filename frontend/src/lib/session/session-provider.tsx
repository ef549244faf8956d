import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { isStaff, isVerifiedStaff } from '../../../../shared/auth/permissions'
import type { Session } from '../../../../shared/users/user'
import { sessionStore, type SessionState, type SessionStore } from './session-store'

const SessionContext = createContext<SessionStore>(sessionStore)

export interface SessionProviderProps {
  children: ReactNode
  /** Another store (tests); the app's own by default. */
  store?: SessionStore
}

/**
 * Drops every cached API answer (SWR's one cache): what the last user saw must not show, even
 * briefly, to whoever signs in next on this tab. A page still showing refetches (with revalidation
 * off, SWR left such a key waiting for ever). SWR is loaded on demand: a tab that never fetched has
 * nothing to drop, and the entry bundle does not carry SWR's core.
 */
function clearCachedAnswers(): void {
  void import('swr').then(({ mutate }) => mutate(() => true, undefined)).catch(() => undefined)
}

/** Restores the stored session at start and keeps its token fresh while mounted; a sign-out clears the cached answers. */
export function SessionProvider({ children, store = sessionStore }: SessionProviderProps) {
  useEffect(() => store.start(), [store])
  useEffect(() => store.onSignOut(clearCachedAnswers), [store])
  return <SessionContext value={store}>{children}</SessionContext>
}

/** The session store itself, for code that calls the API (see `useAuthedCall`). */
export function useSessionStore(): SessionStore {
  return use(SessionContext)
}

export interface SessionView {
  status: SessionState['status']
  /** How the current session arrived (`signIn` = this tab's sign-in form), or null when there is none. */
  source: Extract<SessionState, { status: 'signedIn' }>['source'] | null
  /** The signed-in user (spec 3: the login answer), or null. */
  user: Session | null
  /** The access token to send as `Authorization: Bearer`, or null. */
  token: string | null
  /** Administrator (isAdmin or superAdmin): the Dashboard link and the 'Administrator' label. */
  isStaff: boolean
  /** Verified staff: acts on every customer's transfers (an unverified admin is a sender there). */
  actsAsStaff: boolean
  signIn: SessionStore['signIn']
  verifyTwoFactor: SessionStore['verifyTwoFactor']
  signOut: () => void
  clearStoredUser: () => void
  /** Takes in the signed-in user's own edited profile (the header greets them by the new name at once). */
  updateUser: SessionStore['updateUser']
  /** Takes in a new session of the signed-in user (two-factor enrolment's answer). */
  renewSession: SessionStore['renewSession']
}

/**
 * The session a prerendered page was built with: hydration renders it first, so the markup matches,
 * and React re-renders at once with the stored session (a signed-in visitor sees the signed-out
 * page for that moment, which is what the prerendered markup showed anyway).
 */
const PRERENDERED_SESSION: SessionState = { status: 'signedOut' }
const prerenderedSession = () => PRERENDERED_SESSION

export function useSession(): SessionView {
  const store = useSessionStore()
  const state = useSyncExternalStore(store.subscribe, store.getState, prerenderedSession)
  return useMemo(() => {
    const user = state.status === 'signedIn' ? state.session : null
    return {
      status: state.status,
      source: state.status === 'signedIn' ? state.source : null,
      user,
      token: user?.token ?? null,
      isStaff: Boolean(user && isStaff(user)),
      actsAsStaff: Boolean(user && isVerifiedStaff(user)),
      signIn: store.signIn,
      verifyTwoFactor: store.verifyTwoFactor,
      signOut: () => store.signOut('user'),
      clearStoredUser: store.clearStoredUser,
      updateUser: store.updateUser,
      renewSession: store.renewSession,
    }
  }, [state, store])
}
