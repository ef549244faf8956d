import { afterEach, describe, expect, it, vi } from 'vitest'
import { userRoutes } from '../../../../shared/api/route-table/users'
import { ApiError } from '../api-error'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { makeSession, signedInStore, storedSession, storeSession, testSessionStore } from '../../testing/session'
import { authedCall } from './authed-call'
import * as engineModule from './session-engine'
import { REFRESH_AHEAD_MS, REFRESH_RETRY_MS } from './session-engine'
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore, type SignOutReason } from './session-store'
import { eventually } from '../../testing/eventually'

const MINUTE = 60_000

/** Calls made to `path`, with their JSON bodies and Authorization headers. */
function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: new Headers(init?.headers).get('Authorization'),
    }))
}

function signOutReasons(store: SessionStore): SignOutReason[] {
  const reasons: SignOutReason[] = []
  store.onSignOut((reason) => reasons.push(reason))
  return reasons
}

const stops: (() => void)[] = []
function start(store: SessionStore) {
  stops.push(store.start())
  return store
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('session store: restoring at start', () => {
  it('is signed out when nothing is stored', async () => {
    const store = testSessionStore()
    expect(store.getState()).toEqual({ status: 'signedOut' })
    await store.whenRestored()
    expect(store.getState()).toEqual({ status: 'signedOut' })
  })

  it("restores a valid stored user from 'user', parsed by the session schema", async () => {
    const session = makeSession()
    storeSession(session)
    const store = testSessionStore()
    expect(store.getState()).toEqual({ status: 'restoring' })
    await store.whenRestored()
    expect(store.getState()).toEqual({ status: 'signedIn', session, source: 'restored' })
  })

  it('loads the session engine only when there is a stored session or a sign-in', async () => {
    const loadEngine = vi.fn(() => Promise.resolve(engineModule))
    const signedOut = start(createSessionStore({ loadEngine }))
    await signedOut.whenRestored()
    expect(loadEngine).not.toHaveBeenCalled()

    storeSession(makeSession())
    const stored = start(createSessionStore({ loadEngine }))
    await eventually(() => expect(stored.getState().status).toBe('signedIn'))
    expect(loadEngine).toHaveBeenCalledTimes(1)
  })

  it('counts as signed out, keeping the stored user, when the engine cannot load (offline at start)', async () => {
    storeSession(makeSession())
    const store = start(createSessionStore({ loadEngine: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }))
    await eventually(() => expect(store.getState()).toEqual({ status: 'signedOut' }))
    expect(storedSession()).not.toBeNull()
  })

  it.each([
    ['not JSON', '{nope'],
    ['not a session', JSON.stringify({ firstName: 'Amina', token: 'x' })],
    ['a wrong type', JSON.stringify({ ...makeSession(), isAdmin: 'yes' })],
    ['an unreadable expiry', JSON.stringify({ ...makeSession(), expiresAt: 'soon' })],
  ])('drops a stored value that is %s', async (_case, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw)
    const fetchMock = mockFetch(() => jsonResponse({}))
    const store = testSessionStore()
    await store.whenRestored()
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refreshes an expired stored session before counting it as signed in', async () => {
    storeSession(makeSession({ expiresAt: new Date(Date.now() - MINUTE).toISOString() }))
    const expiresAt = new Date(Date.now() + 60 * MINUTE).toISOString()
    const fetchMock = mockFetch(() => jsonResponse({ token: 'access-2', expiresAt }))
    const store = testSessionStore()
    await store.whenRestored()
    expect(callsTo(fetchMock, userRoutes.refreshSession.path)).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: null }])
    expect(store.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-2', expiresAt } })
    expect(storedSession()).toMatchObject({ token: 'access-2', expiresAt })
  })

  it('drops an expired stored session quietly when the refresh is refused', async () => {
    storeSession(makeSession({ expiresAt: new Date(Date.now() - MINUTE).toISOString() }))
    mockFetch(() => jsonResponse({ error: 'Session expired' }, 401))
    const store = testSessionStore()
    const reasons = signOutReasons(store)
    await store.whenRestored()
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
    expect(reasons).toEqual([])
  })
})

describe('session store: silent refresh', () => {
  it('refreshes one minute before expiresAt, then again before the new expiry', async () => {
    vi.useFakeTimers()
    const expiresAt = new Date(Date.now() + 10 * MINUTE).toISOString()
    const store = start(await signedInStore(makeSession({ expiresAt })))
    const nextExpiry = new Date(Date.now() + 70 * MINUTE).toISOString()
    const fetchMock = mockFetch(() => jsonResponse({ token: 'access-2', expiresAt: nextExpiry }))

    await vi.advanceTimersByTimeAsync(10 * MINUTE - REFRESH_AHEAD_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    expect(callsTo(fetchMock, userRoutes.refreshSession.path)).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: null }])
    expect(store.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-2', expiresAt: nextExpiry } })
    expect(storedSession()).toMatchObject({ token: 'access-2', expiresAt: nextExpiry, refreshToken: 'refresh-1' })

    // The next one is scheduled from the new expiry: at 69 minutes from the start, 60 from now.
    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('signs out (and revokes) when the refresh is refused', async () => {
    vi.useFakeTimers()
    const store = start(await signedInStore(makeSession({ expiresAt: new Date(Date.now() + 2 * MINUTE).toISOString() })))
    const reasons = signOutReasons(store)
    const fetchMock = mockFetch((url) =>
      url === userRoutes.refreshSession.path ? jsonResponse({ error: 'Session expired' }, 401) : new Response(null, { status: 204 }),
    )
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
    expect(reasons).toEqual(['expired'])
    expect(callsTo(fetchMock, userRoutes.logOut.path)).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: 'Bearer access-1' }])
  })

  it('keeps the session and tries again later when the server cannot be reached', async () => {
    vi.useFakeTimers()
    const store = start(await signedInStore(makeSession({ expiresAt: new Date(Date.now() + 2 * MINUTE).toISOString() })))
    let online = false
    const expiresAt = new Date(Date.now() + 62 * MINUTE).toISOString()
    const fetchMock = mockFetch(() => (online ? jsonResponse({ token: 'access-2', expiresAt }) : Promise.reject(new TypeError('Failed to fetch'))))
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(store.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-1' } })

    online = true
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(store.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-2' } })
  })

  it('stops refreshing when stopped', async () => {
    vi.useFakeTimers()
    const store = await signedInStore(makeSession({ expiresAt: new Date(Date.now() + 2 * MINUTE).toISOString() }))
    const stop = store.start()
    stop()
    const fetchMock = mockFetch(() => jsonResponse({}))
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('session store: sign in and sign out', () => {
  it('signs in with the login answer, stored under "user"; the device token is kept apart and sent next time', async () => {
    const session = makeSession()
    const fetchMock = mockFetch(() => jsonResponse({ ...session, deviceToken: 'device-1' }))
    const store = start(testSessionStore())
    await store.whenRestored()
    await expect(store.signIn('amina@example.com', 'Secret-Pass1')).resolves.toEqual(session)
    expect(store.getState()).toEqual({ status: 'signedIn', session, source: 'signIn' })
    expect(storedSession()).toEqual(session)
    expect(localStorage.getItem('remit-device')).toBe('device-1')

    // Signed out, the device is still known: the next sign-in says so.
    store.signOut('user')
    await store.signIn('amina@example.com', 'Secret-Pass1')
    expect(callsTo(fetchMock, userRoutes.logIn.path)).toEqual([
      { body: { email: 'amina@example.com', password: 'Secret-Pass1' }, authorization: null },
      { body: { email: 'amina@example.com', password: 'Secret-Pass1', deviceToken: 'device-1' }, authorization: null },
    ])
  })

  it('signs in even where the browser refuses to keep the device token', async () => {
    const session = makeSession()
    mockFetch(() => jsonResponse({ ...session, deviceToken: 'device-1' }))
    const store = start(testSessionStore())
    await store.whenRestored()
    const setItem = localStorage.setItem.bind(localStorage)
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (key === 'remit-device') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      setItem(key, value)
    })
    try {
      await expect(store.signIn('amina@example.com', 'Secret-Pass1')).resolves.toEqual(session)
      expect(spy).toHaveBeenCalledWith('remit-device', 'device-1')
      expect(localStorage.getItem('remit-device')).toBeNull()
    } finally {
      spy.mockRestore()
    }
  })

  it("rejects with the server's error text and stays signed out", async () => {
    mockFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401))
    const store = testSessionStore()
    await expect(store.signIn('amina@example.com', 'wrong')).rejects.toThrow('Invalid email or password')
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
  })

  it('signs out at once, clears storage and revokes both tokens on the server', async () => {
    const store = start(await signedInStore())
    const reasons = signOutReasons(store)
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }))
    store.signOut()
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
    expect(reasons).toEqual(['user'])
    await eventually(() =>
      expect(callsTo(fetchMock, userRoutes.logOut.path)).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: 'Bearer access-1' }]),
    )
  })

  it('follows a sign-out in another tab', async () => {
    const store = start(await signedInStore())
    const reasons = signOutReasons(store)
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }))
    localStorage.removeItem(SESSION_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue: '{}', newValue: null }))
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(reasons).toEqual(['elsewhere'])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('clearStoredUser forgets the stored user without a sign-out event', async () => {
    const store = await signedInStore()
    const reasons = signOutReasons(store)
    store.clearStoredUser()
    expect(storedSession()).toBeNull()
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(reasons).toEqual([])
  })
})

describe('session store: updateUser', () => {
  it("takes in the user's own edited profile and keeps the tokens", async () => {
    const store = await signedInStore(makeSession({ firstName: 'Amina', phoneNumber: '6125550101' }))
    const { token: _token, refreshToken: _refresh, expiresAt: _expires, ...user } = makeSession()
    store.updateUser({ ...user, firstName: 'Ayaan', phoneNumber: '6125550199' })
    const state = store.getState()
    expect(state.status === 'signedIn' && state.session).toMatchObject({
      firstName: 'Ayaan',
      phoneNumber: '6125550199',
      token: 'access-1',
      refreshToken: 'refresh-1',
    })
    expect(storedSession()).toMatchObject({ firstName: 'Ayaan', token: 'access-1' })
  })

  it("ignores someone else's profile, and does nothing when signed out", async () => {
    const store = await signedInStore()
    const { token: _token, refreshToken: _refresh, expiresAt: _expires, ...user } = makeSession()
    store.updateUser({ ...user, id: 'someone-else', firstName: 'Other' })
    expect(storedSession()).toMatchObject({ firstName: 'Amina' })
    localStorage.clear()
    const signedOut = testSessionStore()
    signedOut.updateUser(user)
    expect(signedOut.getState()).toEqual({ status: 'signedOut' })
  })
})

describe('session store: renewSession', () => {
  // Confirming a two-factor enrolment ends every session, this tab's too, and answers it a new one.
  it("takes in the user's new session: its tokens are the ones stored and sent from now on", async () => {
    const store = await signedInStore(makeSession())
    store.renewSession(makeSession({ twoFactorEnabled: true, token: 'access-2', refreshToken: 'refresh-2' }))
    expect(store.getState()).toMatchObject({ status: 'signedIn', session: { token: 'access-2', refreshToken: 'refresh-2', twoFactorEnabled: true } })
    expect(storedSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' })
    const fetchMock = mockFetch(() => jsonResponse({ ...makeSession() }))
    await authedCall(store, userRoutes.getMe)
    expect(callsTo(fetchMock, '/api/user/me').map(({ authorization }) => authorization)).toEqual(['Bearer access-2'])
  })

  it("ignores someone else's session, and does nothing when signed out", async () => {
    const store = await signedInStore(makeSession())
    store.renewSession(makeSession({ id: 'someone-else', token: 'access-x' }))
    expect(storedSession()).toMatchObject({ token: 'access-1' })
    localStorage.clear()
    const signedOut = testSessionStore()
    signedOut.renewSession(makeSession())
    expect(signedOut.getState()).toEqual({ status: 'signedOut' })
  })
})

describe('authedCall', () => {
  it('sends the bearer token', async () => {
    const store = await signedInStore()
    const me = makeSession()
    const fetchMock = mockFetch(() => jsonResponse(me))
    await authedCall(store, userRoutes.getMe)
    expect(callsTo(fetchMock, userRoutes.getMe.path)).toEqual([{ body: undefined, authorization: 'Bearer access-1' }])
  })

  it('refreshes a token about to expire before using it', async () => {
    const session = makeSession()
    const store = await signedInStore(session)
    const fetchMock = mockFetch((url) =>
      url === userRoutes.refreshSession.path
        ? jsonResponse({ token: 'access-2', expiresAt: new Date(Date.now() + 60 * MINUTE).toISOString() })
        : jsonResponse(makeSession()),
    )
    // 5 seconds left (a laptop that slept through the scheduled refresh).
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(session.expiresAt) - 5_000)
    await authedCall(store, userRoutes.getMe)
    expect(callsTo(fetchMock, userRoutes.getMe.path)).toEqual([{ body: undefined, authorization: 'Bearer access-2' }])
  })

  it('signs out on a 401 and rethrows it', async () => {
    const store = await signedInStore()
    const reasons = signOutReasons(store)
    mockFetch((url) => (url === userRoutes.getMe.path ? jsonResponse({ error: 'Unauthorized' }, 401) : new Response(null, { status: 204 })))
    const error: unknown = await authedCall(store, userRoutes.getMe).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' })
    expect(store.getState()).toEqual({ status: 'signedOut' })
    expect(storedSession()).toBeNull()
    expect(reasons).toEqual(['expired'])
  })

  it('keeps the session on other failures', async () => {
    const store = await signedInStore()
    mockFetch(() => jsonResponse({ error: 'Forbidden' }, 403))
    await expect(authedCall(store, userRoutes.getMe)).rejects.toThrow('Forbidden')
    expect(store.getState().status).toBe('signedIn')
  })

  it('refuses without a call when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}))
    await expect(authedCall(testSessionStore(), userRoutes.getMe)).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
