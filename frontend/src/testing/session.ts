import type { Session } from '../../../shared/users/user'
import { sampleUser } from '../../../shared/users/testing/sample-user'
import * as sessionEngine from '../lib/session/session-engine'
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStoreOptions } from '../lib/session/session-store'

/** A valid login answer (spec 3 session), expiring in an hour unless told otherwise. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    ...sampleUser({ verified: true }),
    token: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    // The browser's own zone, so RecordTimeZone (root layout) has nothing to send unless a test says otherwise.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...overrides,
  }
}

/** The sign-in answer: a session and the device token the browser keeps apart from it. */
export const signInAnswer = (overrides: Partial<Session> = {}, deviceToken = 'device-1') => ({ ...makeSession(overrides), deviceToken })

export function storeSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
}

export const storedSession = (): unknown => {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY)
  return raw === null ? null : (JSON.parse(raw) as unknown)
}

/** A session store whose engine is already loaded (no dynamic import: works under fake timers). */
export function testSessionStore(options: SessionStoreOptions = {}) {
  return createSessionStore({ loadEngine: () => Promise.resolve(sessionEngine), ...options })
}

/** A store restored from `session` (written to storage first): signed in, ready to render. */
export async function signedInStore(session: Session = makeSession()) {
  storeSession(session)
  const store = testSessionStore()
  await store.whenRestored()
  return store
}
