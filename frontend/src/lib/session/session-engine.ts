import type { Session } from '../../../../shared/users/user'
import { ApiError } from '../api-error'
import * as defaultApi from './session-api'
import type { SessionCore, SessionEngine, SessionState } from './session-core'

// Everything a session does beyond holding its state: restore and check the stored user, sign in and
// out, keep the token fresh, follow other tabs. Loaded when there is a stored session at start, or
// on the first sign-in; the app shell (session-store.ts) only holds the state.

/** Refresh the access token this long before it expires. */
export const REFRESH_AHEAD_MS = 60_000
/** After a refresh that failed for a reason that may pass (network, 5xx), try again this much later. */
export const REFRESH_RETRY_MS = 30_000
/** A token with less than this left is refreshed before a call uses it. */
export const FRESH_ENOUGH_MS = 10_000
/** Longest delay setTimeout honours (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647

export type SessionApi = Pick<typeof defaultApi, 'parseStoredSession' | 'logIn' | 'verifyTwoFactorSignIn' | 'refreshSession' | 'logOut'>

/** Whether a failed call means the session is over (refused) rather than the server unreachable. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

export function createSessionEngine(core: SessionCore, api: SessionApi = defaultApi): SessionEngine {
  let restoring: Promise<void> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let refreshing: Promise<string | undefined> | undefined

  const state = (): SessionState => core.getState()
  const currentSession = (): Session | undefined => {
    const now = state()
    return now.status === 'signedIn' ? now.session : undefined
  }

  const clearTimer = () => {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer)
    refreshTimer = undefined
  }
  const scheduleRefresh = (delayMs?: number) => {
    clearTimer()
    const session = currentSession()
    if (!core.isRunning() || !session) return
    const untilRefresh = delayMs ?? Date.parse(session.expiresAt) - REFRESH_AHEAD_MS - core.now()
    refreshTimer = setTimeout(() => void refresh(), Math.min(Math.max(untilRefresh, 0), MAX_TIMEOUT_MS))
  }

  const adopt = (session: Session, source: 'signIn' | 'restored' | 'storage') => {
    core.setState({ status: 'signedIn', session, source })
    scheduleRefresh()
  }

  const endSession = (reason: 'user' | 'expired' | 'elsewhere') => {
    const session = currentSession()
    clearTimer()
    refreshing = undefined
    if (reason !== 'elsewhere') core.write(undefined)
    core.setState({ status: 'signedOut' })
    // Another tab has revoked it already.
    if (session && reason !== 'elsewhere') void api.logOut(session.refreshToken, session.token).catch(() => undefined)
    core.emitSignOut(reason)
  }

  const refresh = (): Promise<string | undefined> => {
    const session = currentSession()
    if (!session) return Promise.resolve(undefined)
    refreshing ??= (async () => {
      try {
        const answer = await api.refreshSession(session.refreshToken)
        // Signed out (or another user signed in) meanwhile: drop the answer.
        if (currentSession()?.refreshToken !== session.refreshToken) return currentSession()?.token
        const next = { ...session, token: answer.token, expiresAt: answer.expiresAt }
        core.write(next)
        const now = state()
        adopt(next, now.status === 'signedIn' ? now.source : 'restored')
        return next.token
      } catch (error) {
        if (currentSession()?.refreshToken !== session.refreshToken) return currentSession()?.token
        if (refused(error)) {
          endSession('expired')
          return undefined
        }
        scheduleRefresh(REFRESH_RETRY_MS)
        return session.token
      } finally {
        refreshing = undefined
      }
    })()
    return refreshing
  }

  const restore = async () => {
    const raw = core.read()
    let session = raw === null ? undefined : api.parseStoredSession(raw)
    // Expired while the app was closed: refresh before showing anyone as signed in. A refused
    // refresh drops the session quietly (no sign-out event: nobody was signed in on this visit).
    if (session && Date.parse(session.expiresAt) - core.now() <= FRESH_ENOUGH_MS) {
      const stored = session
      session = await api.refreshSession(stored.refreshToken).then(
        (answer) => ({ ...stored, token: answer.token, expiresAt: answer.expiresAt }),
        (error: unknown) => (refused(error) ? undefined : stored),
      )
      if (session) core.write(session)
    }
    if (state().status !== 'restoring') return // signed in (or cleared) meanwhile
    if (!session) {
      if (raw !== null) core.write(undefined)
      core.setState({ status: 'signedOut' })
      return
    }
    adopt(session, 'restored')
  }

  return {
    start() {
      restoring ??= restore()
      scheduleRefresh()
    },
    stop: clearTimer,
    whenRestored() {
      restoring ??= restore()
      return restoring
    },
    async signIn(email, password, code) {
      const answer = await api.logIn(email, password, code)
      // Two-factor sign-in: nobody is signed in until the code step's verifyTwoFactor.
      if ('twoFactorRequired' in answer) return answer
      core.write(answer)
      adopt(answer, 'signIn')
      return answer
    },
    async verifyTwoFactor(email, challenge, code) {
      const session = await api.verifyTwoFactorSignIn(email, challenge, code)
      core.write(session)
      adopt(session, 'signIn')
      return session
    },
    signOut(reason) {
      if (state().status === 'signedIn') endSession(reason)
      else core.write(undefined)
    },
    clearStoredUser() {
      clearTimer()
      core.write(undefined)
      if (state().status !== 'signedOut') core.setState({ status: 'signedOut' })
    },
    refresh,
    async freshToken() {
      if (state().status === 'restoring') await (restoring ??= restore())
      const session = currentSession()
      if (!session) throw new ApiError('Authentication required', 401)
      if (Date.parse(session.expiresAt) - core.now() > FRESH_ENOUGH_MS) return session.token
      const token = await refresh()
      if (!token) throw new ApiError('Authentication required', 401)
      return token
    },
    renew(session) {
      const now = state()
      if (now.status !== 'signedIn' || now.session.id !== session.id) return
      // A refresh of the ended session may be under way: its answer is not waited for.
      refreshing = undefined
      core.write(session)
      adopt(session, now.source)
    },
    followStorage(newValue) {
      if (newValue === null) {
        if (state().status === 'signedIn') endSession('elsewhere')
        return
      }
      const session = api.parseStoredSession(newValue)
      if (session) adopt(session, 'storage')
    },
  }
}
