import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { TwoFactorSetupSchema } from '../../shared/auth/two-factor'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../shared/auth/two-factor-messages'
import { TwoFactorChallengeSchema } from '../../shared/users/user'
import { messageCode } from '../../shared/i18n/message-code'
import { SessionSchema, UserSchema } from '../../shared/users/user'
import { CURRENT_PASSWORD_WRONG } from '../../shared/users/current-password-messages'
import { totpCode } from '../../scripts/lib/local-two-factor'
import { LOCKED_MESSAGE } from '../model/login-limits'
import { createAccountsApi, errorOf, SEEDED_ADMIN, signUpInput, TEST_PASSWORD, uniqueEmail } from './testing/accounts-api'
import { testStack } from '../lib/testing/test-stack'
import { fileStackClients } from './testing/local-stack'
import { mailTexts } from '../notifications/mail-texts'
import { outboxes } from '../transfers/testing/outboxes'

/** Two-factor sign-in against cognito-local, end to end over HTTP: enrolment, the code step, turning it off, the staff rule, a super admin's reset. */

const api = createAccountsApi(testStack().baseUrl)
const table = fileStackClients()
const { mailWith } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)

async function customer(label: string) {
  const email = uniqueEmail(label)
  const user = await api.signUp(signUpInput({ email }))
  return { email, user, session: await api.logIn(email, TEST_PASSWORD) }
}

/** Sign-in's first step for an account with two-factor on: the challenge. */
async function challengeOf(email: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await api.call(routes.logIn, { body: { email, password } })
  expect(answer.status).toBe(200)
  return TwoFactorChallengeSchema.parse(answer.body).challenge
}

const codeStep = (email: string, challenge: string, code: string) => api.call(routes.verifyTwoFactorSignIn, { body: { email, challenge, code } })

/** A code of the same authenticator that is not the current one. */
const wrongCode = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000')

describe('enrolment and the code step', () => {
  it('enrols with a first code, then asks every sign-in for a code: wrong ones refused, the right one signs in', async () => {
    const { email, session } = await customer('2fa-enrol')
    const setup = await api.call(routes.startTwoFactorSetup, { token: session.token, body: { password: TEST_PASSWORD } })
    expect(setup.status).toBe(200)
    const { secret, otpauthUri } = TwoFactorSetupSchema.parse(setup.body)
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Remit:${encodeURIComponent(email)}\\?.*secret=${secret}`))

    // Nothing is on until a code proves the app holds the secret.
    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).body).toHaveProperty('token')
    const confirm = (body: unknown) => api.call(routes.confirmTwoFactorSetup, { token: session.token, body })
    const wrongFirst = await confirm({ password: TEST_PASSWORD, code: wrongCode(secret) })
    expect(wrongFirst.status).toBe(400)
    expect(errorOf(wrongFirst).fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeWrong })
    // A wrong code ends nothing.
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(200)
    const confirmed = await confirm({ password: TEST_PASSWORD, code: totpCode(secret) })
    expect(confirmed.status).toBe(200)
    const renewed = SessionSchema.parse(confirmed.body)
    expect(renewed.twoFactorEnabled).toBe(true)
    // Every session before it ends; the enrolling tab goes on with the new one it was answered.
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(401)
    expect((await api.call(routes.refreshSession, { body: { refreshToken: session.refreshToken } })).status).toBe(401)
    expect((await api.call(routes.getMe, { token: renewed.token })).status).toBe(200)
    expect((await api.call(routes.startTwoFactorSetup, { token: renewed.token, body: { password: TEST_PASSWORD } })).status).toBe(409)

    const challenge = await challengeOf(email)
    const wrong = await codeStep(email, challenge, wrongCode(secret))
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong)).toEqual({
      error: TWO_FACTOR_MESSAGES.codeWrong,
      code: messageCode(TWO_FACTOR_MESSAGES.codeWrong),
      fields: { code: TWO_FACTOR_MESSAGES.codeWrong },
    })
    const right = await codeStep(email, challenge, totpCode(secret).replace(/^(\d{3})/, '$1 '))
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({ email, twoFactorEnabled: true, token: expect.any(String), deviceToken: expect.any(String) })
    // The account's address is told it is on (a thief's own authenticator would show here).
    await mailWith(email, mailTexts('en').twoFactorChanged.subjectOn)
  })

  it('refuses a code without a challenge Cognito gave, and malformed codes with the field message', async () => {
    const { email } = await customer('2fa-garbage')
    const forged = await codeStep(email, 'not-a-challenge', '123456')
    expect(forged.status).toBe(401)
    const malformed = await codeStep(email, 'x', '12345')
    expect(malformed.status).toBe(400)
    expect(errorOf(malformed).fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeFormat })
  })

  it('counts wrong codes toward the sign-in lockout', async () => {
    const { email, session } = await customer('2fa-lockout')
    const { secret } = await api.enrolTwoFactor(email, session.token)
    const challenge = await challengeOf(email) // attempt 1 (the right password, not yet a sign-in)
    for (let attempt = 2; attempt <= 5; attempt++) expect((await codeStep(email, challenge, wrongCode(secret))).status).toBe(400)
    const locked = await codeStep(email, challenge, totpCode(secret))
    expect(locked.status).toBe(429)
    expect(errorOf(locked).error).toBe(LOCKED_MESSAGE)
  })
})

describe('the code step answers only its own password step', () => {
  // cognito-local answers any challenge string with a right code; the API's own record of the
  // challenges it handed out (store/sign-in-challenges.ts) is what refuses these, in AWS as well.
  it('refuses a made-up challenge even with the right code', async () => {
    const { email, session } = await customer('2fa-made-up')
    const { secret } = await api.enrolTwoFactor(email, session.token)
    const made = await codeStep(email, 'made-up-challenge-string', totpCode(secret))
    expect(made.status).toBe(401)
    expect(errorOf(made).error).toBe(TWO_FACTOR_MESSAGES.challengeExpired)
    expect(made.body).not.toHaveProperty('token')
  })

  it("refuses another account's challenge, with either account's address", async () => {
    const victim = await customer('2fa-victim')
    const { secret: victimSecret } = await api.enrolTwoFactor(victim.email, victim.session.token)
    const attacker = await customer('2fa-attacker')
    const { secret: attackerSecret } = await api.enrolTwoFactor(attacker.email, attacker.session.token)
    const attackersChallenge = await challengeOf(attacker.email)

    const asVictim = await codeStep(victim.email, attackersChallenge, totpCode(victimSecret))
    expect(asVictim.status).toBe(401)
    expect(asVictim.body).not.toHaveProperty('token')
    // The attacker's own challenge still answers its own address.
    expect((await codeStep(attacker.email, attackersChallenge, totpCode(attackerSecret))).status).toBe(200)
  })

  it('spends a challenge on its first right code: the same challenge and code again are refused', async () => {
    const { email, session } = await customer('2fa-replay')
    const { secret } = await api.enrolTwoFactor(email, session.token)
    const challenge = await challengeOf(email)
    const code = totpCode(secret)
    expect((await codeStep(email, challenge, code)).status).toBe(200)
    const replayed = await codeStep(email, challenge, code)
    expect(replayed.status).toBe(401)
    expect(replayed.body).not.toHaveProperty('token')
  })
})

describe('enrolling needs the password', () => {
  // A stolen session alone enrolled the thief's authenticator, locking the owner out.
  it('refuses to start or confirm without the right password, with the message on the field, and changes nothing', async () => {
    const { email, session } = await customer('2fa-step-up')
    const start = (body: unknown) => api.call(routes.startTwoFactorSetup, { token: session.token, body })
    expect((await start(undefined)).status).toBe(400)
    const wrong = await start({ password: 'Not-The-Passw0rd!' })
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong).fields).toEqual({ password: CURRENT_PASSWORD_WRONG })

    const { secret } = TwoFactorSetupSchema.parse((await start({ password: TEST_PASSWORD })).body)
    const confirm = (body: unknown) => api.call(routes.confirmTwoFactorSetup, { token: session.token, body })
    expect((await confirm({ code: totpCode(secret) })).status).toBe(400)
    expect(errorOf(await confirm({ password: 'Not-The-Passw0rd!', code: totpCode(secret) })).fields).toEqual({ password: CURRENT_PASSWORD_WRONG })
    // Still off: sign-in asks for no code, and the session goes on.
    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).body).toHaveProperty('token')
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(200)
  })
})

describe('turning it off', () => {
  it('needs the password and a current code; then sign-in asks for no code', async () => {
    const { email, session: before } = await customer('2fa-off')
    const { secret, session } = await api.enrolTwoFactor(email, before.token)
    const off = (body: unknown) => api.call(routes.disableTwoFactor, { token: session.token, body })

    expect(errorOf(await off({ password: 'Not-The-Passw0rd!', code: totpCode(secret) })).fields).toHaveProperty('password')
    expect(errorOf(await off({ password: TEST_PASSWORD, code: wrongCode(secret) })).fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeWrong })
    const done = await off({ password: TEST_PASSWORD, code: totpCode(secret) })
    expect(done.status).toBe(200)
    expect(UserSchema.parse(done.body).twoFactorEnabled).toBe(false)
    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).body).toHaveProperty('token')
    expect((await off({ password: TEST_PASSWORD, code: totpCode(secret) })).status).toBe(409)
  })
})

describe('staff are held to it', () => {
  it('refuses every staff route to a staff account without it, which acts as a customer elsewhere, until it enrols', async () => {
    const admin = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const other = await customer('2fa-other')
    const { email, user } = await customer('2fa-staff')
    await api.setFlags(admin.token, user.id, { isAdmin: true })
    const staff = await api.logIn(email, TEST_PASSWORD)

    const list = await api.call(routes.listUsers, { token: staff.token })
    expect(list.status).toBe(403)
    expect(errorOf(list)).toEqual({ error: TWO_FACTOR_MESSAGES.staffRequired, code: TWO_FACTOR_REQUIRED_CODE })
    // Staff powers on customer routes wait too: another user's profile is as hidden as to a customer.
    expect((await api.getUser(staff.token, other.user.id)).status).toBe(404)

    const { session } = await api.enrolTwoFactor(email, staff.token)
    expect((await api.call(routes.listUsers, { token: session.token })).status).toBe(200)
    expect((await api.getUser(session.token, other.user.id)).status).toBe(200)
  })

  it('refuses staff routes to every token issued before the enrolment (a stolen one included)', async () => {
    const admin = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const { email, user } = await customer('2fa-staff-before')
    await api.setFlags(admin.token, user.id, { isAdmin: true })
    const stolen = await api.logIn(email, TEST_PASSWORD)
    const own = await api.logIn(email, TEST_PASSWORD)

    const { session } = await api.enrolTwoFactor(email, own.token)
    expect((await api.call(routes.listUsers, { token: stolen.token })).status).toBe(401)
    expect((await api.call(routes.refreshSession, { body: { refreshToken: stolen.refreshToken } })).status).toBe(401)
    expect((await api.call(routes.listUsers, { token: session.token })).status).toBe(200)
  })
})

describe('a super admin resets it', () => {
  it('with a reason, recorded with who and when; only a super admin, never for oneself', async () => {
    const admin = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const { email, user, session } = await customer('2fa-reset')
    await api.enrolTwoFactor(email, session.token)
    const plainAdmin = await api.createAccount('2fa-plain-admin', admin.token, { isAdmin: true })
    const reset = (token: string, id: string, body: unknown) => api.call(routes.resetTwoFactor, { token, params: { id }, body })

    expect((await reset(plainAdmin.session.token, user.id, { reason: 'Lost phone' })).status).toBe(403)
    expect(errorOf(await reset(admin.token, user.id, { reason: '  ' })).fields).toEqual({ reason: TWO_FACTOR_MESSAGES.reasonRequired })
    expect(errorOf(await reset(admin.token, admin.id, { reason: 'Mine' })).error).toBe(TWO_FACTOR_MESSAGES.ownReset)

    const before = Date.now()
    const done = await reset(admin.token, user.id, { reason: 'Lost phone, identity checked by video call' })
    expect(done.status).toBe(200)
    const after = UserSchema.parse(done.body)
    expect(after.twoFactorEnabled).toBe(false)
    expect(after.twoFactorReset).toMatchObject({
      byId: admin.id,
      byName: `${admin.firstName} ${admin.lastName}`,
      reason: 'Lost phone, identity checked by video call',
    })
    expect(Date.parse(after.twoFactorReset?.at ?? '')).toBeGreaterThanOrEqual(before - 5_000)
    // Stored, as staff see it later; and the user signs in with the password alone.
    expect(UserSchema.parse((await api.getUser(admin.token, user.id)).body).twoFactorReset?.reason).toBe('Lost phone, identity checked by video call')
    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).body).toHaveProperty('token')
  })

  it("ends the account's sessions, so a token held before the reset cannot enrol again and regain staff access", async () => {
    const admin = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const staff = await api.createAccount('2fa-reset-staff', admin.token, { isAdmin: true })
    const stolen = await api.logIn(staff.email, staff.password)
    expect((await api.call(routes.listUsers, { token: stolen.token })).status).toBe(200)

    expect(
      (await api.call(routes.resetTwoFactor, { token: admin.token, params: { id: staff.user.id }, body: { reason: 'Phone stolen' } })).status,
    ).toBe(200)
    expect((await api.call(routes.startTwoFactorSetup, { token: stolen.token, body: { password: staff.password } })).status).toBe(401)
    expect((await api.call(routes.listUsers, { token: stolen.token })).status).toBe(401)
  })
})

describe('the sign-in limits after a right code', () => {
  it('give back both steps’ attempts: a sign-in with a code counts no failure against the address', async () => {
    const { email, session } = await customer('2fa-count')
    const { secret } = TwoFactorSetupSchema.parse(
      (await api.call(routes.startTwoFactorSetup, { token: session.token, body: { password: TEST_PASSWORD } })).body,
    )
    expect(
      (await api.call(routes.confirmTwoFactorSetup, { token: session.token, body: { password: TEST_PASSWORD, code: totpCode(secret) } })).status,
    ).toBe(200)
    // Each from a browser the address has not seen (no device token): every step is counted for the address.
    for (let i = 0; i < 3; i++) expect((await codeStep(email, await challengeOf(email), totpCode(secret))).status).toBe(200)
    // The address-wide count (store/login-attempts.ts) is back where it started: each sign-in left one behind before.
    const failures = await table.getItem(`LOGIN#${email}`, 'FAILURES')
    expect(Number(failures?.attempts ?? 0)).toBe(0)
  })
})
