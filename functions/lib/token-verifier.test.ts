import { describe, expect, it } from 'vitest'
import { useTestIssuer } from './testing/handler-tests'
import { verifyAccessToken } from './token-verifier'

/**
 * Cognito's answers to a sign-in or refresh, judged on the server before a session starts or goes
 * on (services/sessions.ts): only an access token of our pool and app client, signed with its key.
 */
const issuer = useTestIssuer()

describe('verifyAccessToken', () => {
  it("answers the subject and times of a genuine access token of the pool's app client", async () => {
    const now = Math.floor(Date.now() / 1000)
    await expect(verifyAccessToken(issuer.sign({ sub: 'user-7', iat: now, auth_time: now - 5 }))).resolves.toMatchObject({
      sub: 'user-7',
      iat: now,
      authTime: now - 5,
    })
  })

  it.each([
    ['signed by another key', () => issuer.signWithForeignKey()],
    ['an id token', () => issuer.sign({ token_use: 'id' })],
    ['issued to another app client', () => issuer.sign({ client_id: 'someone-else' })],
    ['expired', () => issuer.sign({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['without a subject', () => issuer.sign({ sub: undefined })],
    ['unsigned (alg none)', () => `${issuer.sign({}, { alg: 'none' }).split('.').slice(0, 2).join('.')}.`],
  ])('refuses a token %s', async (_, token) => {
    await expect(verifyAccessToken(token())).rejects.toThrow()
  })
})
