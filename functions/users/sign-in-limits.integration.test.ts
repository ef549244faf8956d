import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { SignInAnswerSchema, type Session } from '../../shared/users/user'
import { createAccountsApi, SEEDED_ADMIN } from './testing/accounts-api'
import { messageCode } from '../../shared/i18n/message-code'
import { testStack } from '../lib/testing/test-stack'

/**
 * Sign-in limits against the local stack: attempts are counted before the password is judged,
 * per address and client, and a device the account knows is not held by the address-wide limit.
 * Clients are told apart by CloudFront's viewer address header, as in AWS.
 */

const api = createAccountsApi(testStack().baseUrl)
const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.'
let root: Session

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const from = (ip: string) => ({ 'cloudfront-viewer-address': `${ip}:443` })
const signIn = (email: string, password: string, ip: string, deviceToken?: string) =>
  api.call(routes.logIn, { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, headers: from(ip) })

describe('sign-in attempt limits', () => {
  it('20 parallel wrong passwords from one client: at most 5 are judged, and the right one then waits', async () => {
    const account = await api.createAccount('limits-race', root.token)
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(account.email, 'Wr0ng-Passw0rd!', '203.0.113.7')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15)
    const right = await signIn(account.email, account.password, '203.0.113.7')
    expect({ status: right.status, body: right.body }).toEqual({ status: 429, body: { error: LOCKED, code: messageCode(LOCKED) } })
  })

  it("a guesser elsewhere locks only themself: the owner's client signs in", async () => {
    const account = await api.createAccount('limits-elsewhere', root.token)
    for (let i = 0; i < 5; i++) expect((await signIn(account.email, 'Wr0ng-Passw0rd!', '198.51.100.9')).status).toBe(401)
    expect((await signIn(account.email, 'Wr0ng-Passw0rd!', '198.51.100.9')).status).toBe(429)
    expect((await signIn(account.email, account.password, '192.0.2.44')).status).toBe(200)
  })

  it("guessing from many clients holds new devices back, never the owner's known device", async () => {
    const account = await api.createAccount('limits-distributed', root.token)
    const owner = await signIn(account.email, account.password, '192.0.2.10')
    const { deviceToken } = SignInAnswerSchema.parse(owner.body)
    // 50 wrong guesses from 10 clients use up the address-wide attempts.
    for (let client = 0; client < 10; client++) {
      for (let i = 0; i < 5; i++) await signIn(account.email, 'Wr0ng-Passw0rd!', `198.51.100.${client + 100}`)
    }
    expect((await signIn(account.email, account.password, '192.0.2.99')).status).toBe(429)
    expect((await signIn(account.email, account.password, '192.0.2.10', deviceToken)).status).toBe(200)
  })
})
