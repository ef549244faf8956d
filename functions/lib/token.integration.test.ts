import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider'
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { UserSchema, type Session } from '../../shared/users/user'
import { createAccountsApi, SEEDED_ADMIN, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { cognitoLocalPublicKey, decodePayload, signHs256, signingInput, signRs256 } from './testing/cognito-local-keys'
import { testStack } from './testing/test-stack'

/**
 * Bearer tokens against the local stack's GET /api/user/me: only a genuine, current access token of
 * our pool and app client, for a user who still exists, gets through. Every refusal is the same 401.
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

/** The claims cognito-local puts in an access token for `sub`, valid for an hour; `extra` overrides. */
function accessClaims(sub: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  return {
    sub,
    client_id: env.USER_POOL_CLIENT_ID,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    username: sub,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    event_id: randomUUID(),
    iss: env.AUTH_ISSUER,
    ...extra,
  }
}

describe('bearer tokens on /api/user/me', () => {
  it('refuses a request without a token', async () => {
    expect(answer(await me())).toEqual(UNAUTHORIZED)
  })

  it.each([
    ['another scheme', () => `Basic ${Buffer.from('admin:secret').toString('base64')}`],
    ['Bearer without a token', () => 'Bearer'],
    ['a token that is not a JWT', () => 'Bearer not-a-jwt'],
    ['two tokens', () => `Bearer ${account.session.token} ${account.session.token}`],
    ['the token without the scheme', () => account.session.token],
    ['a token with characters a JWT never has', () => `Bearer ${account.session.token}"`],
  ])('refuses a malformed header: %s', async (_what, header) => {
    expect(answer(await me({ authorization: header() }))).toEqual(UNAUTHORIZED)
  })

  it('accepts the access token from login (control)', async () => {
    const response = await bearer(account.session.token)
    expect(response.status).toBe(200)
    expect(UserSchema.parse(response.body).id).toBe(account.user.id)
  })

  it("accepts a token made with cognito-local's key and the right claims (control for the crafted cases below)", async () => {
    const response = await bearer(signRs256(accessClaims(account.user.id)))
    expect(response.status).toBe(200)
    expect(UserSchema.parse(response.body).id).toBe(account.user.id)
  })

  it('refuses an expired token, however well signed', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = signRs256(accessClaims(account.user.id, { iat: now - 7200, auth_time: now - 7200, exp: now - 60 }))
    expect(answer(await bearer(expired))).toEqual(UNAUTHORIZED)
  })

  it('refuses a token that is not valid yet', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(answer(await bearer(signRs256(accessClaims(account.user.id, { nbf: now + 3600 }))))).toEqual(UNAUTHORIZED)
  })

  it.each([
    ['issued to another app client', { client_id: 'someone-elses-client' }],
    ['from another issuer', { iss: `${env.AUTH_ISSUER}-other` }],
    ['without a subject', { sub: undefined }],
    ['without a token id (jti)', { jti: undefined }],
    ['without an expiry', { exp: undefined }],
    ['of a user who never had a profile', { sub: randomUUID() }],
    ['with token_use id', { token_use: 'id' }],
  ])('refuses a well-signed token %s', async (_what, extra) => {
    expect(answer(await bearer(signRs256(accessClaims(account.user.id, extra))))).toEqual(UNAUTHORIZED)
  })

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature = ''] = account.session.token.split('.')
    const middle = Math.floor(signature.length / 2)
    const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`
    expect(answer(await bearer(`${header}.${payload}.${flipped}`))).toEqual(UNAUTHORIZED)
    expect(answer(await bearer(`${header}.${payload}.`))).toEqual(UNAUTHORIZED)
  })

  it("refuses a token whose payload was changed to claim another user (the super admin's id)", async () => {
    const [header, , signature] = account.session.token.split('.')
    const claims = { ...decodePayload(account.session.token), sub: root.id }
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    expect(answer(await bearer(forged))).toEqual(UNAUTHORIZED)
  })

  it('refuses alg: none', async () => {
    const claims = accessClaims(account.user.id)
    const [, , realSignature] = account.session.token.split('.')
    expect(answer(await bearer(`${signingInput({ alg: 'none', typ: 'JWT' }, claims)}.`))).toEqual(UNAUTHORIZED)
    expect(answer(await bearer(`${signingInput({ alg: 'none', typ: 'JWT', kid: 'CognitoLocal' }, claims)}.${realSignature}`))).toEqual(UNAUTHORIZED)
  })

  it('refuses HS256 signed with the public key as the secret', async () => {
    expect(answer(await bearer(signHs256(accessClaims(account.user.id), cognitoLocalPublicKey)))).toEqual(UNAUTHORIZED)
  })

  it('refuses a token signed by another key under the same key id', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    expect(answer(await bearer(signRs256(accessClaims(account.user.id), privateKey)))).toEqual(UNAUTHORIZED)
  })

  it('refuses the ID token where an access token is expected', async () => {
    const out = await stack.cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: env.USER_POOL_ID,
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    )
    const idToken = out.AuthenticationResult?.IdToken
    const accessToken = out.AuthenticationResult?.AccessToken
    if (!idToken || !accessToken) throw new Error('cognito-local returned no tokens')
    expect(decodePayload(idToken)).toMatchObject({ sub: account.user.id, token_use: 'id' })
    expect(answer(await bearer(idToken))).toEqual(UNAUTHORIZED)
    // The access token from the same answer works: the refusal is about the kind of token.
    expect((await bearer(accessToken)).status).toBe(200)
  })

  it('refuses the refresh token where an access token is expected', async () => {
    expect(answer(await bearer(account.session.refreshToken))).toEqual(UNAUTHORIZED)
  })

  it('refuses an access token that was signed out, while the same user signs in again', async () => {
    const session = await api.logIn(account.email, account.password)
    expect((await bearer(session.token)).status).toBe(200)
    const logout = await api.call(routes.logOut, { token: session.token, body: { refreshToken: session.refreshToken } })
    expect(logout.status).toBe(204)
    expect(answer(await bearer(session.token))).toEqual(UNAUTHORIZED)
    // Only that token: the account and its other sessions are untouched.
    expect((await bearer(account.session.token)).status).toBe(200)
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
