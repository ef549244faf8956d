// In the app shell, so it stays small: the state of the session and who listens to it. What a
// session does (restore, sign in and out, refresh, calls) is ./session-engine, loaded when needed.
import type { TwoFactorChallenge } from '../../../../shared/users/user'
import type { Session, User } from '../../../../shared/users/user'
import { ApiError } from '../api-error'
import type { SessionCore, SessionEngine, SessionState, SignOutReason } from './session-core'
import type * as SessionEngineModule from './session-engine'
import { SESSION_STORAGE_KEY } from './session-storage-key'

export { SESSION_STORAGE_KEY }
export type { SessionState, SignOutReason }

export interface SessionStoreOptions {
  storage?: Storage | undefined
  /** Loads the engine module; tests pass it already loaded. */
  loadEngine?: () => Promise<typeof SessionEngineModule>
  now?: () => number
}

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: () => void): () => void
  /** Called after a session ends (not when a stored session turns out invalid at start). */
  onSignOut(listener: (reason: SignOutReason) => void): () => void
  /** Restores the stored session (once), keeps the token fresh, follows other tabs. Returns stop. */
  start(): () => void
  /** Settles when the stored session has been checked (starting that check if needed). */
  whenRestored(): Promise<void>
  /**
   * POST /api/user/login (with `code`, the first sign-in of a sign-up confirms its address); on
   * success the session is stored and the state is signed in. An account with two-factor sign-in
   * answers its challenge instead, and stays signed out until `verifyTwoFactor`. Throws ApiError.
   */
  signIn(email: string, password: string, code?: string): Promise<Session | TwoFactorChallenge>
  /** POST /api/user/login/two-factor: the challenge of `signIn` and the authenticator's code; then as a signIn's session. Throws ApiError. */
  verifyTwoFactor(email: string, challenge: string, code: string): Promise<Session>
  /** Ends the session here at once and revokes it on the server (POST /api/user/logout) in the background. */
  signOut(reason?: SignOutReason): void
  /** Removes any stored user without a sign-out event (spec 4: after sign-up). */
  clearStoredUser(): void
  /** Takes in the signed-in user's edited profile (their own PUT /api/user/{id} answer); the tokens stay. Anyone else's is ignored. */
  updateUser(user: User): void
  /**
   * Takes in a new session of the signed-in user that this tab's own request was answered with
   * (confirming two-factor enrolment ends every other session and hands this tab a new one): stored
   * and kept fresh as a sign-in's. Anyone else's, or when signed out, is ignored.
   */
  renewSession(session: Session): void
  /** POST /api/user/refresh now (one at a time). Resolves to the new token, or undefined when signed out. */
  refresh(): Promise<string | undefined>
  /** The access token, refreshed first when it is about to expire. Throws a 401 ApiError when signed out. */
  freshToken(): Promise<string>
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage disabled by the browser: sessions then last as long as the page.
    return undefined
  }
}

export function createSessionStore({
  storage = defaultStorage(),
  loadEngine = () => import('./session-engine'),
  now = () => Date.now(),
}: SessionStoreOptions = {}): SessionStore {
  const read = (): string | null => {
    try {
      return storage?.getItem(SESSION_STORAGE_KEY) ?? null
    } catch {
      return null
    }
  }
  let state: SessionState = read() === null ? { status: 'signedOut' } : { status: 'restoring' }
  let running = false
  const listeners = new Set<() => void>()
  const signOutListeners = new Set<(reason: SignOutReason) => void>()

  const core: SessionCore = {
    getState: () => state,
    setState(next) {
      state = next
      for (const listener of listeners) listener()
    },
    emitSignOut(reason) {
      for (const listener of signOutListeners) listener(reason)
    },
    read,
    write(session) {
      try {
        if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
        else storage?.removeItem(SESSION_STORAGE_KEY)
      } catch {
        // Full or disabled storage: the session still works in this tab.
      }
    },
    isRunning: () => running,
    now,
  }

  let loaded: SessionEngine | undefined
  let loading: Promise<SessionEngine> | undefined
  const engine = (): Promise<SessionEngine> =>
    (loading ??= loadEngine().then(
      (module) => (loaded = module.createSessionEngine(core)),
      (error: unknown) => {
        loading = undefined // try again next time
        throw error
      },
    ))

  const followOtherTabs = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    if (event.newValue === null && state.status !== 'signedIn') return
    if (loaded) loaded.followStorage(event.newValue)
    else
      void engine().then(
        (it) => it.followStorage(event.newValue),
        () => undefined,
      )
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onSignOut(listener) {
      signOutListeners.add(listener)
      return () => signOutListeners.delete(listener)
    },
    start() {
      running = true
      if (state.status === 'restoring' || loaded) {
        void engine().then(
          (it) => running && it.start(),
          // The engine did not load (offline at start): signed out for this visit, storage kept.
          () => state.status === 'restoring' && core.setState({ status: 'signedOut' }),
        )
      }
      if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs)
      return () => {
        running = false
        loaded?.stop()
        if (typeof window !== 'undefined') window.removeEventListener('storage', followOtherTabs)
      }
    },
    whenRestored: () =>
      state.status === 'restoring'
        ? engine().then(
            (it) => it.whenRestored(),
            () => void (state.status === 'restoring' && core.setState({ status: 'signedOut' })),
          )
        : Promise.resolve(),
    signIn: (email, password, code) => engine().then((it) => it.signIn(email, password, code)),
    verifyTwoFactor: (email, challenge, code) => engine().then((it) => it.verifyTwoFactor(email, challenge, code)),
    signOut(reason = 'user') {
      // Signed in means the engine is loaded, so this ends the session at once.
      if (loaded) loaded.signOut(reason)
      else core.write(undefined)
    },
    clearStoredUser() {
      if (loaded) loaded.clearStoredUser()
      else {
        core.write(undefined)
        if (state.status !== 'signedOut') core.setState({ status: 'signedOut' })
      }
    },
    updateUser(user) {
      if (state.status !== 'signedIn' || state.session.id !== user.id) return
      const session: Session = { ...state.session, ...user }
      core.write(session)
      core.setState({ ...state, session })
    },
    renewSession(session) {
      // Signed in means the engine is loaded.
      loaded?.renew(session)
    },
    refresh: () => (loaded ? loaded.refresh() : Promise.resolve(undefined)),
    async freshToken() {
      if (state.status === 'signedOut') throw new ApiError('Authentication required', 401)
      return (await engine()).freshToken()
    },
  }
}

/** The app's one session. */
export const sessionStore = createSessionStore()
