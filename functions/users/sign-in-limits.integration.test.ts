import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { SignInAnswerSchema, type Session } from '../../shared/users/user'
import { createAccountsApi, SEEDED_ADMIN } from './testing/accounts-api'
import { messageCode } from '../../shared/i18n/message-code'
import { testStack } from '../lib/testing/test-stack'

/**
 * Sign-in limits against the local stack: attempts are counted before the password is judged,
 * per address and client, and a device the account knows is not held by the address-wide limit.
 * Clients are told apart by their address, which the gateway takes from the socket (as CloudFront
 * sets its viewer address header): each test client connects from a loopback address of its own.
 */

const api = createAccountsApi(testStack().baseUrl)
const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.'
let root: Session

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const signIn = (email: string, password: string, from: string, deviceToken?: string, headers: Record<string, string> = {}) =>
  api.call(routes.logIn, { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, from, headers })
const viewer = (address: string) => ({ 'cloudfront-viewer-address': address })

describe('sign-in attempt limits', () => {
  it('20 parallel wrong passwords from one client: at most 5 are judged, and the right one then waits', async () => {
    const account = await api.createAccount('limits-race', root.token)
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(account.email, 'Wr0ng-Passw0rd!', '127.203.113.7')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15)
    const right = await signIn(account.email, account.password, '127.203.113.7')
    expect({ status: right.status, body: right.body }).toEqual({ status: 429, body: { error: LOCKED, code: messageCode(LOCKED) } })
  })

  it("a guesser elsewhere locks only themself: the owner's client signs in", async () => {
    const account = await api.createAccount('limits-elsewhere', root.token)
    for (let i = 0; i < 5; i++) expect((await signIn(account.email, 'Wr0ng-Passw0rd!', '127.198.100.9')).status).toBe(401)
    expect((await signIn(account.email, 'Wr0ng-Passw0rd!', '127.198.100.9')).status).toBe(429)
    expect((await signIn(account.email, account.password, '127.192.2.44')).status).toBe(200)
  })

  it("guessing from many clients holds new devices back, never the owner's known device", async () => {
    const account = await api.createAccount('limits-distributed', root.token)
    const owner = await signIn(account.email, account.password, '127.192.2.10')
    const { deviceToken } = SignInAnswerSchema.parse(owner.body)
    // 50 wrong guesses from 10 clients use up the address-wide attempts.
    for (let client = 0; client < 10; client++) {
      for (let i = 0; i < 5; i++) await signIn(account.email, 'Wr0ng-Passw0rd!', `127.198.100.${client + 100}`)
    }
    expect((await signIn(account.email, account.password, '127.192.2.99')).status).toBe(429)
    expect((await signIn(account.email, account.password, '127.192.2.10', deviceToken)).status).toBe(200)
  })

  it('a client cannot pick its address: rotating the viewer header leaves it one client, locked after 5 attempts', async () => {
    const account = await api.createAccount('limits-rotating', root.token)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const answer = await signIn(account.email, 'Wr0ng-Passw0rd!', '127.66.0.1', undefined, viewer(`198.51.100.${i + 1}:${40_000 + i}`))
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it("claiming the owner's address in any loopback form locks only the claimant; the owner signs in, with and without the device token", async () => {
    const account = await api.createAccount('limits-spoof', root.token)
    const owner = '127.55.0.1'
    const { deviceToken } = SignInAnswerSchema.parse((await signIn(account.email, account.password, owner)).body)
    const forms = [`${owner}:443`, `::ffff:${owner}:443`, `[::ffff:${owner}]:443`, '127.0.0.1:443', '::1:443', '::ffff:127.0.0.1:443']
    for (const form of forms) await signIn(account.email, 'Wr0ng-Passw0rd!', '127.66.0.2', undefined, viewer(form))
    expect((await signIn(account.email, 'Wr0ng-Passw0rd!', '127.66.0.2')).status).toBe(429)
    expect((await signIn(account.email, account.password, owner)).status).toBe(200)
    expect((await signIn(account.email, account.password, owner, deviceToken)).status).toBe(200)
  })
})
