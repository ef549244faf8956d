import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import type { Session } from '../../shared/users/user'
import { createAccountsApi, LOCAL_RESET_CODE, SEEDED_ADMIN, TEST_PASSWORD, type TestAccount } from './testing/accounts-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * Events that must end a user's other sessions — both the access token
 * and the refresh token — against the local stack, where cognito-local has no GlobalSignOut. Each
 * test is the attack: a session opened before the event, replayed after it.
 */

const api = createAccountsApi(testStack().baseUrl)
const NEW_PASSWORD = 'Changed-Pass-2026!'
let root: Session

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const meStatus = async (token: string) => (await api.call(routes.getMe, { token })).status
const refreshStatus = async (refreshToken: string) => (await api.call(routes.refreshSession, { body: { refreshToken } })).status

/** The old session is dead on both tokens. */
async function expectEnded(session: Session): Promise<void> {
  expect(await meStatus(session.token)).toBe(401)
  expect(await refreshStatus(session.refreshToken)).toBe(401)
}

async function expectLive(session: Session): Promise<void> {
  expect(await meStatus(session.token)).toBe(200)
  expect(await refreshStatus(session.refreshToken)).toBe(200)
}

describe('sessions that end', () => {
  it('a password reset ends every session: the thief holding one keeps nothing', async () => {
    const account: TestAccount = await api.createAccount('end-reset', root.token)
    const stolen = await api.logIn(account.email, account.password)
    await expectLive(stolen)

    expect((await api.call(routes.forgotPassword, { body: { email: account.email } })).status).toBe(202)
    const reset = await api.call(routes.resetPassword, { body: { email: account.email, code: LOCAL_RESET_CODE, password: NEW_PASSWORD } })
    expect(reset.status).toBe(200)

    await expectEnded(stolen)
    await expectEnded(account.session)
    await expectLive(await api.logIn(account.email, NEW_PASSWORD))
  })

  it('a password change ends the other sessions, and a sign-in with the new password right after works', async () => {
    const account = await api.createAccount('end-change', root.token)
    const other = await api.logIn(account.email, account.password)
    const change = await api.call(routes.changePassword, {
      token: account.session.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    })
    expect(change.status).toBe(200)
    await expectEnded(other)
    // The same second as the cut-off: the API waits for the next one rather than hand out a dead session.
    await expectLive(await api.logIn(account.email, NEW_PASSWORD))
  })

  it('a demotion ends the demoted admin’s sessions', async () => {
    const admin = await api.createAccount('end-demote', root.token, { isAdmin: true, verified: true })
    await expectLive(admin.session)
    await api.setFlags(root.token, admin.user.id, { isAdmin: false })
    await expectEnded(admin.session)
  })

  it('refusing a verified user at review ends their sessions; a name edit does not', async () => {
    const user = await api.createAccount('end-unverify', root.token, { verified: true })
    expect((await api.updateUser(root.token, user.user.id, { firstName: 'Renamed' })).status).toBe(200)
    await expectLive(user.session)
    const refused = await api.reviewVerification(root.token, user.user.id, { outcome: 'refused', reason: 'The passport has expired' })
    expect(refused.status).toBe(200)
    await expectEnded(user.session)
  })

  it('a deleted user’s refresh token is refused', async () => {
    const user = await api.createAccount('end-delete', root.token)
    expect((await api.deleteUser(root.token, user.user.id)).status).toBe(204)
    await expectEnded(user.session)
  })
})

describe('sign-out with the bearer token alone', () => {
  it('ends that session: its access token and its refresh token are refused, other sessions stay', async () => {
    const account = await api.createAccount('end-bearer', root.token)
    const session = await api.logIn(account.email, account.password)
    const out = await api.call(routes.logOut, { token: session.token, body: {} })
    expect(out.status).toBe(204)
    await expectEnded(session)
    await expectLive(account.session)
  })

  it('ends the session after a refresh too (the refreshed access token names it)', async () => {
    const account = await api.createAccount('end-bearer-refreshed', root.token)
    const session = await api.logIn(account.email, account.password)
    const refreshed = await api.call(routes.refreshSession, { body: { refreshToken: session.refreshToken } })
    const token = (refreshed.body as { token: string }).token
    expect((await api.call(routes.logOut, { token, body: {} })).status).toBe(204)
    expect(await meStatus(token)).toBe(401)
    expect(await refreshStatus(session.refreshToken)).toBe(401)
  })

  it('answers 204 to a sign-out that carries nothing to end', async () => {
    expect((await api.call(routes.logOut, { body: {} })).status).toBe(204)
  })
})
