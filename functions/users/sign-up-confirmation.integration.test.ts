import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { EMAIL_NOT_CONFIRMED_CODE, SIGN_UP_CODE_SENT_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import type { Session } from '../../shared/users/user'
import { createAccountsApi, errorOf, LOCAL_RESET_CODE, SEEDED_ADMIN, signUpInput, TEST_PASSWORD, uniqueEmail } from './testing/accounts-api'
import { fileStackClients, FunctionEnvSchema } from './testing/local-stack'
import { streamConsumersCaughtUp } from '../lib/testing/stream-backlog'
import { testStack } from '../lib/testing/test-stack'
import { mailTexts } from '../notifications/mail-texts'
import { outboxes } from '../transfers/testing/outboxes'

/**
 * Sign-up answered 409 for a registered address (telling anyone who has an
 * account) and needed no proof of the address. Now every valid sign-up gets one answer, and an
 * address becomes an account only when its owner enters the code sent to it.
 */
const api = createAccountsApi(testStack().baseUrl)
const stack = fileStackClients()
const OTHER_PASSWORD = 'An0ther-Passw0rd!'
const { mailsTo, mailWith } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const ADDRESS_IN_USE_SUBJECT = mailTexts('en').addressInUse.subject

let root: Session
beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

const signUp = (email: string, password = TEST_PASSWORD) => api.call(routes.signUp, { body: signUpInput({ email, password }) })
const logIn = (email: string, password: string, code?: string) =>
  api.call(routes.logIn, { body: { email, password, ...(code !== undefined ? { code } : {}) } })
const reset = (email: string, password: string) => api.call(routes.resetPassword, { body: { email, code: LOCAL_RESET_CODE, password } })

describe('sign-up tells nobody who has an account', () => {
  it('answers a registered address exactly like a new one, changes nothing, and tells the owner once within the hour', async () => {
    const owner = await api.createAccount('registered', root.token)
    const fresh = await signUp(uniqueEmail('fresh'))
    const repeat = await signUp(owner.email, OTHER_PASSWORD)
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: fresh.status, body: fresh.body })
    expect(repeat.body).toEqual({ message: SIGN_UP_CODE_SENT_MESSAGE })

    // The account is untouched: its password works, the repeat's does not, no sign-up waits.
    expect((await logIn(owner.email, owner.password)).status).toBe(200)
    expect((await logIn(owner.email, OTHER_PASSWORD)).status).toBe(401)
    expect(await stack.getItem(`EMAIL#${owner.email}`, 'SIGNUP')).toBeUndefined()
    // The owner is told what was tried, with the way back in; no reset code was sent.
    const notice = await mailWith(owner.email, ADDRESS_IN_USE_SUBJECT)
    expect(notice.body.text).toContain('someone tried to open a new account with this e-mail address')
    expect(notice.body.text).toMatch(/\/forgot-password/)
    expect((await reset(owner.email, 'N3w-Passw0rd!')).status).toBe(400)

    // Tried again and again: still the same answer, and no second notice within the hour.
    for (let i = 0; i < 3; i++) expect((await signUp(owner.email, OTHER_PASSWORD)).body).toEqual(fresh.body)
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(testStack().functionEnv), testStack().dataDir)
    expect((await mailsTo(owner.email)).filter((m) => m.subject === ADDRESS_IN_USE_SUBJECT)).toHaveLength(1)
  })

  // Its time tells nothing either: address-answer-floor.test.ts runs the handler with the deployed floor (this stack has none).

  it('tells nothing to an account nobody signed up again with (the control of the test above)', async () => {
    const owner = await api.createAccount('untouched', root.token)
    await streamConsumersCaughtUp(FunctionEnvSchema.parse(testStack().functionEnv), testStack().dataDir)
    expect(await mailsTo(owner.email)).toEqual([])
  })
})

describe('an address is an account only once its owner enters the code', () => {
  it('keeps a waiting sign-up out of sign-in, password reset and the users list', async () => {
    const email = uniqueEmail('waiting')
    expect((await signUp(email)).status).toBe(202)
    const refused = await logIn(email, TEST_PASSWORD)
    expect(refused.status).toBe(403)
    expect(errorOf(refused).code).toBe(EMAIL_NOT_CONFIRMED_CODE)
    expect((await logIn(email, OTHER_PASSWORD)).status).toBe(401)
    // Forgot password sends nothing to an address that has not proved itself.
    await api.call(routes.forgotPassword, { body: { email } })
    expect((await reset(email, 'N3w-Passw0rd!')).status).toBe(400)
    const sub = await stack.cognitoSub(email)
    expect(sub).toBeDefined()
    expect((await api.getUser(root.token, sub ?? '')).status).toBe(404)
  })

  it('gives an address back to its owner when someone else signed up with it first', async () => {
    const email = uniqueEmail('squatted')
    expect((await signUp(email, OTHER_PASSWORD)).status).toBe(202)
    // The owner signs up too: the latest sign-up is the one the code finishes.
    expect((await signUp(email, TEST_PASSWORD)).status).toBe(202)
    expect((await logIn(email, OTHER_PASSWORD, LOCAL_RESET_CODE)).status).toBe(401)
    const confirmed = await logIn(email, TEST_PASSWORD, LOCAL_RESET_CODE)
    expect(confirmed.status).toBe(200)
    expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toMatchObject({ sub: await stack.cognitoSub(email) })
    expect((await logIn(email, OTHER_PASSWORD)).status).toBe(401)
  })

  it('counts wrong codes toward the sign-in lockout, so the code cannot be guessed', async () => {
    const email = uniqueEmail('guessed')
    expect((await signUp(email)).status).toBe(202)
    for (let guess = 1; guess <= 5; guess++) expect((await logIn(email, TEST_PASSWORD, `00000${guess}`)).status).toBe(400)
    expect((await logIn(email, TEST_PASSWORD, LOCAL_RESET_CODE)).status).toBe(429)
    expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined()
  })
})
