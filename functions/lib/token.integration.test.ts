import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider'
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { RefreshedSessionSchema, UserSchema, type Session } from '../../shared/users/user'
import { tokenHash } from '../model/api-sessions'
import { keyOf } from '../model/table-keys'
import { createAccountsApi, SEEDED_ADMIN, TEST_PASSWORD, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { signRs256 } from './testing/cognito-local-keys'
import { testStack } from './testing/test-stack'

/**
 * Bearer tokens against the local stack's GET /api/user/me: only a live API access token (opaque,
 * found by its hash), of a session not ended, for a user who still exists, gets through. Cognito's
 * own tokens, however genuine, are no bearer of this API. Every refusal is the same 401.
 */

const api = createAccountsApi(testStack().baseUrl)
const env = FunctionEnvSchema.parse(testStack().functionEnv)
const stack = localStackClients(env)
const UNAUTHORIZED = { status: 401, body: { error: 'Authentication required', code: 'authentication-required' } }

let root: Session
let account: TestAccount

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  account = await api.createAccount('tokens', root.token)
})
afterAll(() => stack.destroy())

const me = (headers: Record<string, string> = {}) => api.call(routes.getMe, { headers })
const bearer = (token: string) => me({ authorization: `Bearer ${token}` })
const answer = (response: ApiResponse) => ({ status: response.status, body: response.body })
const refresh = (refreshToken: string) => api.call(routes.refreshSession, { body: { refreshToken } })

/** Every item of the table, as one string (the local table is small). */
async function wholeTable(): Promise<string> {
  const items: unknown[] = []
  let start: Record<string, unknown> | undefined
  do {
    const out = await stack.dynamo.send(new ScanCommand({ TableName: env.TABLE_NAME, ...(start ? { ExclusiveStartKey: start } : {}) }))
    items.push(...(out.Items ?? []))
    start = out.LastEvaluatedKey
  } while (start)
  return JSON.stringify(items)
}

describe('bearer tokens on /api/user/me', () => {
  it('refuses a request without a token', async () => {
    expect(answer(await me())).toEqual(UNAUTHORIZED)
  })

  it.each([
    ['another scheme', () => `Basic ${Buffer.from('admin:secret').toString('base64')}`],
    ['Bearer without a token', () => 'Bearer'],
    ['two tokens', () => `Bearer ${account.session.token} ${account.session.token}`],
    ['the token without the scheme', () => account.session.token],
    ['a token with a character added', () => `Bearer ${account.session.token}"`],
  ])('refuses a malformed header: %s', async (_what, header) => {
    expect(answer(await me({ authorization: header() }))).toEqual(UNAUTHORIZED)
  })

  it('accepts the opaque access token from login (control): 32 random bytes, no JWT', async () => {
    expect(account.session.token).toMatch(/^[\w-]{43}$/)
    expect(account.session.refreshToken).toMatch(/^[\w-]{43}$/)
    const response = await bearer(account.session.token)
    expect(response.status).toBe(200)
    expect(UserSchema.parse(response.body).id).toBe(account.user.id)
  })

  it('refuses a made-up token of the same shape', async () => {
    expect(answer(await bearer(randomBytes(32).toString('base64url')))).toEqual(UNAUTHORIZED)
  })

  it('refuses the refresh token where an access token is expected', async () => {
    expect(answer(await bearer(account.session.refreshToken))).toEqual(UNAUTHORIZED)
  })

  it("refuses Cognito's own access token, genuine or crafted with cognito-local's key", async () => {
    const out = await stack.cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: env.USER_POOL_ID,
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    )
    const accessToken = out.AuthenticationResult?.AccessToken
    if (!accessToken) throw new Error('cognito-local returned no access token')
    expect(answer(await bearer(accessToken))).toEqual(UNAUTHORIZED)
    const now = Math.floor(Date.now() / 1000)
    const crafted = signRs256({
      sub: account.user.id,
      client_id: env.USER_POOL_CLIENT_ID,
      token_use: 'access',
      iat: now,
      exp: now + 3600,
      jti: randomUUID(),
      iss: env.AUTH_ISSUER,
    })
    expect(answer(await bearer(crafted))).toEqual(UNAUTHORIZED)
  })

  it('refuses an expired access token (its item past its expiry, before the TTL sweep)', async () => {
    const session = await api.logIn(account.email, account.password)
    expect((await bearer(session.token)).status).toBe(200)
    await stack.dynamo.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: keyOf('accessToken', { hash: tokenHash(session.token) }),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    )
    expect(answer(await bearer(session.token))).toEqual(UNAUTHORIZED)
    // The session itself lives on: a refresh hands out a new access token.
    const refreshed = await refresh(session.refreshToken)
    expect(refreshed.status).toBe(200)
    expect((await bearer(RefreshedSessionSchema.parse(refreshed.body).token)).status).toBe(200)
  })

  it('ends a session at once on sign-out (either token), while the same user signs in again', async () => {
    const session = await api.logIn(account.email, account.password)
    const refreshed = RefreshedSessionSchema.parse((await refresh(session.refreshToken)).body)
    expect((await bearer(session.token)).status).toBe(200)
    expect((await bearer(refreshed.token)).status).toBe(200)
    const logout = await api.call(routes.logOut, { token: session.token, body: {} })
    expect(logout.status).toBe(204)
    // Every access token of that session, the refreshed one too, and its refresh token.
    expect(answer(await bearer(session.token))).toEqual(UNAUTHORIZED)
    expect(answer(await bearer(refreshed.token))).toEqual(UNAUTHORIZED)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    // Only that session: the account and its other sessions are untouched.
    expect((await bearer(account.session.token)).status).toBe(200)
  })

  it('hands out a new access token on refresh, the refresh token staying the session’s; an unknown refresh token is a 401', async () => {
    const session = await api.logIn(account.email, account.password)
    const refreshed = RefreshedSessionSchema.parse((await refresh(session.refreshToken)).body)
    expect(refreshed.token).not.toBe(session.token)
    expect(Date.parse(refreshed.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000)
    expect((await bearer(refreshed.token)).status).toBe(200)
    expect((await refresh(randomBytes(32).toString('base64url'))).status).toBe(401)
    await api.call(routes.logOut, { token: refreshed.token, body: { refreshToken: session.refreshToken } })
  })

  it('ends on sign-out the access tokens of two tabs that refreshed at the same moment', async () => {
    const session = await api.logIn(account.email, account.password)
    const both = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])
    const tokens = both.map((answer) => RefreshedSessionSchema.parse(answer.body).token)
    for (const token of tokens) expect((await bearer(token)).status).toBe(200)
    expect((await api.call(routes.logOut, { body: { refreshToken: session.refreshToken } })).status).toBe(204)
    for (const token of [session.token, ...tokens]) expect(answer(await bearer(token))).toEqual(UNAUTHORIZED)
  })

  it("ends every API session when the user's sessions end (a password change)", async () => {
    const person = await api.createAccount('tokens-ended', root.token)
    const other = await api.logIn(person.email, person.password)
    const changed = await api.call(routes.changePassword, {
      token: person.session.token,
      body: { currentPassword: person.password, newPassword: `${TEST_PASSWORD}x` },
    })
    expect(changed.status).toBe(200)
    for (const session of [person.session, other]) {
      expect(answer(await bearer(session.token))).toEqual(UNAUTHORIZED)
      expect((await refresh(session.refreshToken)).status).toBe(401)
    }
    expect((await bearer((await api.logIn(person.email, `${TEST_PASSWORD}x`)).token)).status).toBe(200)
  })

  it('keeps only hashes of the API tokens in the table', async () => {
    const session = await api.logIn(account.email, account.password)
    const refreshed = RefreshedSessionSchema.parse((await refresh(session.refreshToken)).body)
    const table = await wholeTable()
    expect(table).toContain(tokenHash(session.token))
    expect(table).toContain(tokenHash(session.refreshToken))
    for (const token of [session.token, session.refreshToken, refreshed.token]) expect(table).not.toContain(token)
  })

  it('refuses the token of a user deleted after it was issued', async () => {
    const doomed = await api.createAccount('tokens-deleted', root.token)
    expect((await bearer(doomed.session.token)).status).toBe(200)
    expect((await api.deleteUser(root.token, doomed.user.id)).status).toBe(204)
    expect(answer(await bearer(doomed.session.token))).toEqual(UNAUTHORIZED)
    // And on the other endpoints that take a token.
    expect((await api.getUser(doomed.session.token, doomed.user.id)).status).toBe(401)
    expect((await api.call(routes.listUsers, { token: doomed.session.token })).status).toBe(401)
  })
})
