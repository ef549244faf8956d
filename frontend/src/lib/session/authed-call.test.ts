import { describe, expect, it } from 'vitest'
import { userRoutes } from '../../../../shared/api/route-table/users'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../../../shared/auth/two-factor-messages'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { makeSession, signedInStore, storedSession } from '../../testing/session'
import { authedCall } from './authed-call'

const refusal = (code?: string) => jsonResponse({ error: TWO_FACTOR_MESSAGES.staffRequired, ...(code ? { code } : {}) }, 403)

describe('authedCall and two-factor sign-in', () => {
  it('a 403 for want of it tells the stored user, which said it was on; the call still fails and the session stays', async () => {
    mockFetch(() => refusal(TWO_FACTOR_REQUIRED_CODE))
    const store = await signedInStore(makeSession({ isAdmin: true, twoFactorEnabled: true }))
    await expect(authedCall(store, userRoutes.listUsers, { query: {} })).rejects.toMatchObject({ status: 403, code: TWO_FACTOR_REQUIRED_CODE })
    const state = store.getState()
    expect(state.status === 'signedIn' && state.session.twoFactorEnabled).toBe(false)
    expect(storedSession()).toMatchObject({ isAdmin: true, twoFactorEnabled: false, token: 'access-1' })
  })

  it('any other 403 leaves the stored user as it is', async () => {
    mockFetch(() => refusal())
    const store = await signedInStore(makeSession({ isAdmin: true, twoFactorEnabled: true }))
    await expect(authedCall(store, userRoutes.listUsers, { query: {} })).rejects.toMatchObject({ status: 403 })
    expect(storedSession()).toMatchObject({ twoFactorEnabled: true })
  })
})
