import { beforeAll, describe, expect, it } from 'vitest'
import { routeList, routes } from '../../shared/api/routes'
import type { Session } from '../../shared/users/user'
import { createAccountsApi, SEEDED_ADMIN, signUpInput, TEST_PASSWORD, type ApiResponse } from './testing/accounts-api'
import { wellFormedRequest } from './testing/well-formed-requests'
import { testStack } from '../lib/testing/test-stack'

/**
 * Tokens that outlived their session, replayed end to end against the local stack on every route
 * that takes one: the access token presented at logout, the refresh token of that session, and the
 * still-unexpired tokens of a user who was deleted (also after the address signs up again). Each
 * request is well-formed (it passes the route's schemas), so the token alone decides the answer.
 */

const api = createAccountsApi(testStack().baseUrl)
const SIGNED_IN_ROUTES = routeList.filter((route) => route.auth !== 'public')
const UNAUTHORIZED = { status: 401, body: { error: 'Authentication required', code: 'authentication-required' } }
const SESSION_EXPIRED = {
  status: 401,
  body: { error: 'Your session has expired. Please sign in again.', code: 'your-session-has-expired-please-sign-in-again' },
}

let root: Session

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const answer = (response: ApiResponse) => ({ status: response.status, body: response.body })

/** Every signed-in route called with `token`: the answers by route id. */
async function everyRouteWith(token: string): Promise<Record<string, { status: number; body: unknown }>> {
  const answers = await Promise.all(
    SIGNED_IN_ROUTES.map(async (route) => [route.id, answer(await api.call(route, { ...wellFormedRequest(route), token }))] as const),
  )
  return Object.fromEntries(answers)
}

const allUnauthorized = () => Object.fromEntries(SIGNED_IN_ROUTES.map((route) => [route.id, UNAUTHORIZED]))

describe(`stale tokens on all ${SIGNED_IN_ROUTES.length} signed-in routes`, () => {
  it('the well-formed requests get through with a live token (control: the token decides, not the request)', async () => {
    const account = await api.createAccount('reuse-control', root.token)
    const answers = await everyRouteWith(account.session.token)
    const refused = Object.entries(answers).filter(([, a]) => a.status === 401)
    expect(refused).toEqual([])
  })

  it('after logout: the access token presented at logout and the refresh token are refused everywhere', async () => {
    const account = await api.createAccount('reuse-logout', root.token)
    const session = await api.logIn(account.email, account.password)
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(200)

    const logout = await api.call(routes.logOut, { token: session.token, body: { refreshToken: session.refreshToken } })
    expect(logout.status).toBe(204)

    expect(await everyRouteWith(session.token)).toEqual(allUnauthorized())
    expect(answer(await api.call(routes.refreshSession, { body: { refreshToken: session.refreshToken } }))).toEqual(SESSION_EXPIRED)
    // A second logout with the same tokens changes nothing and still answers 204.
    expect((await api.call(routes.logOut, { token: session.token, body: { refreshToken: session.refreshToken } })).status).toBe(204)
    // The account's other session (the one createAccount opened) is untouched.
    expect((await api.call(routes.getMe, { token: account.session.token })).status).toBe(200)
  })

  it("after deletion: the deleted user's unexpired access and refresh tokens are refused everywhere, even once the address signs up again", async () => {
    const account = await api.createAccount('reuse-deleted', root.token)
    const second = await api.logIn(account.email, account.password)
    expect((await api.deleteUser(root.token, account.user.id)).status).toBe(204)

    expect(await everyRouteWith(account.session.token)).toEqual(allUnauthorized())
    expect(await everyRouteWith(second.token)).toEqual(allUnauthorized())
    expect(answer(await api.call(routes.refreshSession, { body: { refreshToken: second.refreshToken } }))).toEqual(SESSION_EXPIRED)

    // The same address signs up again: a new user, and the old tokens still belong to nobody.
    const again = await api.signUp(signUpInput({ email: account.email }))
    expect(again.id).not.toBe(account.user.id)
    expect((await api.logIn(account.email, TEST_PASSWORD)).id).toBe(again.id)
    expect(await everyRouteWith(account.session.token)).toEqual(allUnauthorized())
  })
})
