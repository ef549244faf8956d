import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { routes } from '../../shared/api/routes'
import { EMAIL_NOT_CONFIRMED_CODE, EMAIL_NOT_CONFIRMED_MESSAGE, SIGN_UP_CODE_SENT_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import { SIGN_UP_MESSAGES, type SignUpInput } from '../../shared/auth/signup-schema'
import {
  MessageSchema,
  RefreshedSessionSchema,
  SessionSchema,
  SignInAnswerSchema,
  UserSchema,
  UsersPageSchema,
  type User,
} from '../../shared/users/user'
import {
  createAccountsApi,
  errorOf,
  LOCAL_RESET_CODE,
  SEEDED_ADMIN,
  signUpInput,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiResponse,
} from './testing/accounts-api'
import { fileAccounts } from './testing/file-accounts'
import { fileStackClients } from './testing/local-stack'
import { messageCode } from '../../shared/i18n/message-code'
import { testStack } from '../lib/testing/test-stack'
import { mailTexts } from '../notifications/mail-texts'
import { outboxes } from '../transfers/testing/outboxes'

const stack = fileStackClients()
const api = createAccountsApi(testStack().baseUrl)
const { mailsTo, mailWith } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const { root } = fileAccounts(api, {})

const EMAIL_TAKEN = 'An account with this email already exists'
const INVALID_CREDENTIALS = 'Invalid email or password'
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.'
const INVALID_CODE = 'The code is invalid or has expired. Request a new one.'
const RESET_SENT = 'If an account exists for this email, we have sent it a code to reset the password.'
const NOT_FOUND = 'User profile not found'

/** The user record and nothing else: a password or any other extra key fails the parse. */
const ExactUserSchema = z.strictObject(UserSchema.shape)

const logInResponse = (email: string, password: string) => api.call(routes.logIn, { body: { email, password } })
const me = (token: string) => api.call(routes.getMe, { token })

function expectError(response: ApiResponse, status: number, error: string): void {
  expect({ status: response.status, error: errorOf(response).error }).toEqual({ status, error })
}

/** Today minus `years` years as YYYY-MM-DD (UTC; 29 February becomes the 28th). */
function yearsAgo(years: number): string {
  const now = new Date()
  const day = now.getUTCMonth() === 1 && now.getUTCDate() === 29 ? 28 : now.getUTCDate()
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), day))
  return date.toISOString().slice(0, 10)
}

describe('account journey: sign-up → login → me → refresh → logout', () => {
  it('walks the whole session life cycle over HTTP', async () => {
    const email = uniqueEmail('journey')
    const typedEmail = `  ${email.toUpperCase()}  `
    const input = signUpInput({ email: typedEmail, firstName: '  Hodan ', phoneNumber: '(612) 555-0142', state: 'mn' })

    // Sign-up: 202 with the same message for every valid request; no account exists until the code is entered.
    const signUp = await api.call(routes.signUp, { body: input })
    expect(signUp.status).toBe(202)
    expect(signUp.body).toEqual({ message: SIGN_UP_CODE_SENT_MESSAGE })
    expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined()
    expect(JSON.stringify(await stack.getItem(`EMAIL#${email}`, 'SIGNUP'))).not.toContain(TEST_PASSWORD)

    // Signing in before confirming: the password is checked, then a new code is sent (403 with its stable code).
    expectError(await logInResponse(email, 'Wr0ng-Passw0rd!'), 401, INVALID_CREDENTIALS)
    const unconfirmed = await logInResponse(typedEmail, TEST_PASSWORD)
    expect(unconfirmed.status).toBe(403)
    expect(errorOf(unconfirmed)).toEqual({ error: EMAIL_NOT_CONFIRMED_MESSAGE, code: EMAIL_NOT_CONFIRMED_CODE })
    const wrongCode = await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD, code: '000000' } })
    expect(wrongCode.status).toBe(400)
    expect(errorOf(wrongCode).fields).toEqual({ code: INVALID_CODE })

    // Login with the code (typed the way the user typed it at sign-up): the account and its session record.
    const login = await api.call(routes.logIn, { body: { email: typedEmail, password: TEST_PASSWORD, code: ` ${LOCAL_RESET_CODE} ` } })
    expect(login.status).toBe(200)
    const session = SessionSchema.parse(login.body)
    const user = ExactUserSchema.parse(UserSchema.parse(login.body))
    expect(user).toMatchObject({
      firstName: 'Hodan',
      lastName: 'Yusuf',
      email,
      phoneNumber: '6125550142',
      dateOfBirth: '1990-04-12',
      placeOfBirth: 'Mogadishu',
      address: { street: 'Cedar Avenue', buildingNumber: '12B', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
      isAdmin: false,
      superAdmin: false,
      verified: false,
    })
    expect(user.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(Date.parse(user.createdAt)).not.toBeNaN()
    expect(user.updatedAt).toBe(user.createdAt)
    expect(await stack.getItem(`EMAIL#${email}`, 'SIGNUP')).toBeUndefined()

    // The same address again, however it is typed: the same 202, and the account is untouched.
    for (const again of [email, typedEmail, `\t${email.replace(/^./, (c) => c.toUpperCase())}`]) {
      const repeat = await api.call(routes.signUp, { body: signUpInput({ email: again, password: 'An0ther-Passw0rd!' }) })
      expect({ status: repeat.status, body: repeat.body }).toEqual({ status: signUp.status, body: signUp.body })
    }
    expectError(await logInResponse(email, 'An0ther-Passw0rd!'), 401, INVALID_CREDENTIALS)
    expect(z.strictObject(SignInAnswerSchema.shape).safeParse(login.body).success).toBe(true)
    expect(session).toMatchObject(user)
    expect(session.token).not.toBe('')
    expect(session.refreshToken).not.toBe('')
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now())
    expect(JSON.stringify(login.body)).not.toContain(TEST_PASSWORD)

    // Me: the same user.
    const first = await me(session.token)
    expect(first.status).toBe(200)
    expect(ExactUserSchema.parse(first.body)).toEqual(user)

    // Refresh: a new access token that works.
    const refresh = await api.call(routes.refreshSession, { body: { refreshToken: session.refreshToken } })
    expect(refresh.status).toBe(200)
    const refreshed = RefreshedSessionSchema.parse(refresh.body)
    expect(Date.parse(refreshed.expiresAt)).toBeGreaterThan(Date.now())
    const second = await me(refreshed.token)
    expect(second.status).toBe(200)
    expect(UserSchema.parse(second.body).id).toBe(user.id)

    // Logout (sent with the current access token, as the SPA does) revokes the refresh token and that
    // access token: 204 without a body; refreshing is then a 401, and so is the token on /me.
    const logout = await api.call(routes.logOut, { token: refreshed.token, body: { refreshToken: session.refreshToken } })
    expect(logout.status).toBe(204)
    expect(logout.body).toBeUndefined()
    expectError(await api.call(routes.refreshSession, { body: { refreshToken: session.refreshToken } }), 401, SESSION_EXPIRED)
    expectError(await me(refreshed.token), 401, 'Authentication required')
    // Logging out twice is harmless.
    expect((await api.call(routes.logOut, { body: { refreshToken: session.refreshToken } })).status).toBe(204)
  })

  it('answers a refresh with a token Cognito never issued, or none, without a session', async () => {
    expectError(await api.call(routes.refreshSession, { body: { refreshToken: 'not-a-refresh-token' } }), 401, SESSION_EXPIRED)
    const missing = await api.call(routes.refreshSession, { body: {} })
    expect(missing.status).toBe(400)
    expect(errorOf(missing)).toEqual({
      error: 'Refresh token is required',
      code: messageCode('Refresh token is required'),
      fields: { refreshToken: 'Refresh token is required' },
    })
  })
})

describe('login', () => {
  it('answers an empty body with both required messages', async () => {
    for (const body of [{}, { email: '  ', password: '   ' }]) {
      const response = await api.call(routes.logIn, { body })
      expect(response.status).toBe(400)
      expect(errorOf(response)).toEqual({
        error: 'Email is required!',
        code: 'email-is-required',
        fields: { email: 'Email is required!', password: 'Password is required!' },
      })
    }
  })

  it('gives a wrong password and an unknown e-mail the very same 401', async () => {
    const email = uniqueEmail('wrongpw')
    await api.signUp(signUpInput({ email }))
    const wrongPassword = await logInResponse(email, 'Wr0ng-Passw0rd!')
    const unknownEmail = await logInResponse(uniqueEmail('nobody'), TEST_PASSWORD)
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.body).toEqual({ error: INVALID_CREDENTIALS, code: messageCode(INVALID_CREDENTIALS) })
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })
})

describe('lockout and password reset', () => {
  it('locks an address after 5 wrong passwords; a reset with the code unlocks it and the new password signs in', async () => {
    const email = uniqueEmail('lockout')
    const user = await api.signUp(signUpInput({ email }))
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(await logInResponse(email, `Wr0ng-Passw0rd-${attempt}!`), 401, INVALID_CREDENTIALS)
    }
    // Even the right password is refused while locked.
    expectError(await logInResponse(email, TEST_PASSWORD), 429, LOCKED)
    expectError(await logInResponse(email.toUpperCase(), TEST_PASSWORD), 429, LOCKED)

    // Forgot password: the same 202 for a known and an unknown address.
    const known = await api.call(routes.forgotPassword, { body: { email } })
    const unknown = await api.call(routes.forgotPassword, { body: { email: uniqueEmail('nobody') } })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(MessageSchema.parse(known.body)).toEqual({ message: RESET_SENT })
    expect(unknown.body).toEqual(known.body)

    const newPassword = 'N3w-Passw0rd!'
    // A wrong code: 400 on the code field, and the address stays locked.
    const wrongCode = await api.call(routes.resetPassword, { body: { email, code: '000000', password: newPassword } })
    expect(wrongCode.status).toBe(400)
    expect(errorOf(wrongCode)).toEqual({ error: INVALID_CODE, code: messageCode(INVALID_CODE), fields: { code: INVALID_CODE } })
    // A code that is not 6 digits never reaches Cognito.
    const malformedCode = await api.call(routes.resetPassword, { body: { email, code: '12ab', password: newPassword } })
    expect(malformedCode.status).toBe(400)
    expect(errorOf(malformedCode).fields).toEqual({ code: 'Enter the 6-digit code from the email' })
    // A weak new password: the spec's password messages.
    for (const [weak, message] of [
      ['Sh0rt!', SIGN_UP_MESSAGES.password.min],
      ['n0-upper-case!', SIGN_UP_MESSAGES.password.uppercase],
      ['No-Digits-Here!', SIGN_UP_MESSAGES.password.digit],
      ['N0Symbols1234', SIGN_UP_MESSAGES.password.symbol],
    ] as const) {
      const response = await api.call(routes.resetPassword, { body: { email, code: LOCAL_RESET_CODE, password: weak } })
      expect(response.status).toBe(400)
      expect(errorOf(response)).toEqual({ error: message, code: messageCode(message), fields: { password: message } })
    }
    expectError(await logInResponse(email, TEST_PASSWORD), 429, LOCKED)

    // The right code: 200, the lockout is cleared, the new password signs in and the old one does not.
    const reset = await api.call(routes.resetPassword, { body: { email, code: LOCAL_RESET_CODE, password: newPassword } })
    expect(reset.status).toBe(200)
    expect(MessageSchema.parse(reset.body).message).toBe('Your password has been changed. You can sign in now.')
    const session = await api.logIn(email, newPassword)
    expect(session.id).toBe(user.id)
    expectError(await logInResponse(email, TEST_PASSWORD), 401, INVALID_CREDENTIALS)
  })

  it('answers a reset for an address without an account like a wrong code', async () => {
    const response = await api.call(routes.resetPassword, {
      body: { email: uniqueEmail('nobody'), code: LOCAL_RESET_CODE, password: 'N3w-Passw0rd!' },
    })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toEqual({ error: INVALID_CODE, code: messageCode(INVALID_CODE), fields: { code: INVALID_CODE } })
  })
})

describe('sign-up validation over HTTP', () => {
  const M = SIGN_UP_MESSAGES
  const cases: [field: keyof SignUpInput, value: string | undefined, message: string][] = [
    ['firstName', undefined, M.firstName.required],
    ['firstName', ' A ', M.firstName.min],
    ['lastName', '   ', M.lastName.required],
    ['email', 'not-an-email', M.email.format],
    ['email', '', M.email.required],
    ['password', 'Sh0rt!', M.password.min],
    ['password', 'n0-upper-case!', M.password.uppercase],
    ['password', 'NO-LOWER-CASE-1', M.password.lowercase],
    ['password', 'No-Digits-Here!', M.password.digit],
    ['password', 'N0Symbols1234', M.password.symbol],
    ['phoneNumber', '612-555-014', M.phoneNumber.format],
    ['phoneNumber', '612555014x', M.phoneNumber.format],
    ['dateOfBirth', '1990-02-30', M.dateOfBirth.format],
    ['dateOfBirth', '', M.dateOfBirth.required],
    ['placeOfBirth', 'X', M.placeOfBirth.min],
    ['zipCode', '5540', M.zipCode.format],
    ['buildingNumber', '', M.buildingNumber.required],
    ['street', 'C', M.street.min],
    ['city', 'M', M.city.min],
    ['state', 'Min', M.state.format],
  ]

  it.each(cases)('%s = %j → 400 %j', async (field, value, message) => {
    const valid = Object.entries(signUpInput()).filter(([key]) => key !== field)
    const input = Object.fromEntries(value === undefined ? valid : [...valid, [field, value]])
    const response = await api.call(routes.signUp, { body: input })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toEqual({ error: message, code: messageCode(message), fields: { [field]: message } })
  })

  it('lists every required field for an empty body', async () => {
    const response = await api.call(routes.signUp, { body: {} })
    expect(response.status).toBe(400)
    expect(errorOf(response).fields).toEqual({
      firstName: M.firstName.required,
      lastName: M.lastName.required,
      email: M.email.required,
      password: M.password.required,
      phoneNumber: M.phoneNumber.required,
      dateOfBirth: M.dateOfBirth.required,
      placeOfBirth: M.placeOfBirth.required,
      zipCode: M.zipCode.required,
      buildingNumber: M.buildingNumber.required,
      street: M.street.required,
      city: M.city.required,
      state: M.state.required,
    })
  })

  it('refuses someone under 18, with the message on dateOfBirth', async () => {
    const response = await api.call(routes.signUp, { body: signUpInput({ dateOfBirth: yearsAgo(17) }) })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toEqual({ error: M.dateOfBirth.age, code: messageCode(M.dateOfBirth.age), fields: { dateOfBirth: M.dateOfBirth.age } })
    const future = await api.call(routes.signUp, { body: signUpInput({ dateOfBirth: yearsAgo(-1) }) })
    expect(errorOf(future).fields).toEqual({ dateOfBirth: M.dateOfBirth.age })
  })

  it('creates nothing on a refused sign-up: the address cannot sign in, and can still sign up properly', async () => {
    for (const invalid of [{ phoneNumber: '123' }, { dateOfBirth: yearsAgo(17) }]) {
      const email = uniqueEmail('refused')
      expect((await api.call(routes.signUp, { body: signUpInput({ email, ...invalid }) })).status).toBe(400)
      expectError(await logInResponse(email, TEST_PASSWORD), 401, INVALID_CREDENTIALS)
      expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined()
      expect(await stack.cognitoSub(email)).toBeUndefined()
      const created = await api.signUp(signUpInput({ email }))
      expect((await api.logIn(email, TEST_PASSWORD)).id).toBe(created.id)
    }
  })
})

describe('no orphans', () => {
  it('writes the profile, the e-mail claim and the Cognito user together, and deleting removes all three', async () => {
    const email = uniqueEmail('orphan')
    const user = await api.signUp(signUpInput({ email }))

    const profile = await stack.getItem(`USER#${user.id}`, 'PROFILE')
    expect(profile).toMatchObject({ id: user.id, email, gsi1pk: 'USERS', gsi1sk: `${user.createdAt}#${user.id}` })
    expect(profile).not.toHaveProperty('password')
    expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toMatchObject({ sub: user.id })
    expect(await stack.cognitoSub(email)).toBe(user.id)

    const deleted = await api.deleteUser(root.token, user.id)
    expect(deleted.status).toBe(204)
    expect(await stack.getItem(`USER#${user.id}`, 'PROFILE')).toBeUndefined()
    expect(await stack.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined()
    expect(await stack.cognitoSub(email)).toBeUndefined()

    expectError(await api.getUser(root.token, user.id), 404, NOT_FOUND)
    expectError(await logInResponse(email, TEST_PASSWORD), 401, INVALID_CREDENTIALS)
    expectError(await api.deleteUser(root.token, user.id), 404, NOT_FOUND)
    // The address is free again.
    const again = await api.signUp(signUpInput({ email }))
    expect(again.id).not.toBe(user.id)
  })
})

describe('roles are read from the profile on every request', () => {
  it('a token gains and loses admin rights the moment the profile changes', async () => {
    const account = await api.createAccount('rolecheck', root.token)
    // Staff routes need two-factor sign-in: enrolled first (which starts a new session), so only the flags change below.
    const { session } = await api.enrolTwoFactor(account.email, account.session.token)
    const list = () => api.call(routes.listUsers, { token: session.token })

    expect((await list()).status).toBe(403)
    await api.verifyAccount(root.token, session.token, account.user.id)
    // Verified alone is not a role.
    expect((await list()).status).toBe(403)
    await api.setFlags(root.token, account.user.id, { isAdmin: true })
    const allowed = await list()
    expect(allowed.status).toBe(200)
    expect(UsersPageSchema.parse(allowed.body).items.length).toBeGreaterThan(0)

    // A demotion ends the sessions: signed in again, the account is a plain user.
    await api.setFlags(root.token, account.user.id, { isAdmin: false })
    expect((await list()).status).toBe(401)
    const again = await api.logIn(account.email, account.password)
    const refused = await api.call(routes.listUsers, { token: again.token })
    expect(refused.status).toBe(403)
    expect(typeof errorOf(refused).error).toBe('string')
    expect((await me(again.token)).status).toBe(200)
  })
})

describe('e-mail change (nothing changes until the new address proves itself)', () => {
  const confirm = (token: string, code: string) => api.call(routes.confirmEmailChange, { token, body: { code } })

  it('an own change needs the current password, waits for the code, then moves the account and ends every session', async () => {
    const account = await api.createAccount('mover', root.token)
    const oldEmail = account.email
    const newEmail = uniqueEmail('moved')
    const other = await api.logIn(oldEmail, account.password)

    expectError(
      await api.updateUser(account.session.token, account.user.id, { email: newEmail }),
      400,
      'Enter your current password to change your e-mail',
    )
    expectError(
      await api.updateUser(account.session.token, account.user.id, { email: newEmail, currentPassword: 'Wr0ng-Passw0rd!' }),
      400,
      'Current password is incorrect',
    )

    const asked = await api.updateUser(account.session.token, account.user.id, {
      email: `  ${newEmail.toUpperCase()} `,
      currentPassword: account.password,
    })
    expect(asked.status).toBe(200)
    expect(UserSchema.parse(asked.body)).toMatchObject({ email: oldEmail, pendingEmail: newEmail })
    // Waiting: the old address still signs in, the new one does not, and nobody else can claim the old one.
    expect((await api.logIn(oldEmail, account.password)).id).toBe(account.user.id)
    expectError(await logInResponse(newEmail, account.password), 401, INVALID_CREDENTIALS)
    expect(await stack.getItem(`EMAIL#${newEmail}`, 'EMAIL')).toBeUndefined()

    expectError(await confirm(account.session.token, '000000'), 400, INVALID_CODE)
    const confirmed = await confirm(account.session.token, LOCAL_RESET_CODE)
    expect(confirmed.status).toBe(200)
    const moved = UserSchema.parse(confirmed.body)
    expect(moved.email).toBe(newEmail)
    expect(moved.pendingEmail).toBeUndefined()

    // Every session of the old address has ended; the new address signs in.
    expect((await me(account.session.token)).status).toBe(401)
    expect((await me(other.token)).status).toBe(401)
    expect((await api.logIn(newEmail, account.password)).id).toBe(account.user.id)
    expectError(await logInResponse(oldEmail, account.password), 401, INVALID_CREDENTIALS)
    expect(await stack.getItem(`EMAIL#${newEmail}`, 'EMAIL')).toMatchObject({ sub: account.user.id })
    // The address it left is told where the account went (masked) and whom to call if it was not them.
    const told = await mailWith(oldEmail, mailTexts('en').emailChanged.subject)
    expect(told.body.text).toContain(`was changed to ${newEmail.slice(0, 1)}***@`)
    expect(told.body.text).not.toContain(newEmail)
    expect((await mailsTo(newEmail)).map((m) => m.subject)).not.toContain(mailTexts('en').emailChanged.subject)
    expect(await stack.getItem(`EMAIL#${oldEmail}`, 'EMAIL')).toBeUndefined()
    expect(await stack.cognitoSub(newEmail)).toBe(account.user.id)

    // The old address is free for someone else.
    const newcomer = await api.signUp(signUpInput({ email: oldEmail }))
    expect(newcomer.id).not.toBe(account.user.id)
  })

  it("a staff change waits for the owner's code: the staff member cannot finish it, and the owner keeps signing in", async () => {
    const owner = await api.createAccount('staff-moved', root.token)
    const admin = await api.createAccount('staff-mover', root.token, { isAdmin: true, verified: true })
    const attacker = uniqueEmail('attacker')

    const asked = await api.updateUser(admin.session.token, owner.user.id, { email: attacker })
    expect(asked.status).toBe(200)
    expect(UserSchema.parse(asked.body)).toMatchObject({ email: owner.email, pendingEmail: attacker })
    // The code goes to the new address; confirming is the owner's own call, so the admin's confirms nothing of theirs.
    expectError(await confirm(admin.session.token, LOCAL_RESET_CODE), 409, 'No e-mail change is waiting for a code')
    expect((await api.call(routes.forgotPassword, { body: { email: attacker } })).status).toBe(202)
    expectError(
      await api.call(routes.resetPassword, { body: { email: attacker, code: LOCAL_RESET_CODE, password: 'Taken-0ver-2026!' } }),
      400,
      INVALID_CODE,
    )
    expect((await api.logIn(owner.email, owner.password)).id).toBe(owner.user.id)
    expect(UserSchema.parse((await me(owner.session.token)).body).email).toBe(owner.email)
  })

  it('answers 409 to a code when no change is waiting', async () => {
    const account = await api.createAccount('no-change', root.token)
    expectError(await confirm(account.session.token, LOCAL_RESET_CODE), 409, 'No e-mail change is waiting for a code')
  })

  it("one's own change to an address another account has answers as for a free one, mails that address's owner, and never completes", async () => {
    const account = await api.createAccount('taker', root.token)
    const control = await api.createAccount('control', root.token)
    const other = await api.createAccount('owner', root.token)
    const free = uniqueEmail('free')

    const toFree = await api.updateUser(control.session.token, control.user.id, { email: free, currentPassword: control.password })
    const toTaken = await api.updateUser(account.session.token, account.user.id, {
      email: other.email.toUpperCase(),
      currentPassword: account.password,
    })
    expect(toTaken.status).toBe(toFree.status)
    expect(UserSchema.parse(toFree.body)).toMatchObject({ email: control.email, pendingEmail: free })
    expect(UserSchema.parse(toTaken.body)).toMatchObject({ email: account.email, pendingEmail: other.email })
    expect(Object.keys(UserSchema.parse(toTaken.body)).sort()).toEqual(Object.keys(UserSchema.parse(toFree.body)).sort())

    // The address's owner is told someone tried to move another account to it.
    const notice = await mailWith(other.email, mailTexts('en').addressInUse.subject)
    expect(notice.body.text).toContain('to move another account to this e-mail address')
    // The change can never be finished, and nothing of either account moved.
    expectError(await confirm(account.session.token, LOCAL_RESET_CODE), 400, INVALID_CODE)
    expect(UserSchema.parse((await me(account.session.token)).body)).toMatchObject({ email: account.email })
    expect((await api.logIn(account.email, account.password)).id).toBe(account.user.id)
    expect((await api.logIn(other.email, other.password)).id).toBe(other.user.id)
    expect(await stack.getItem(`EMAIL#${other.email}`, 'EMAIL')).toMatchObject({ sub: other.user.id })
    expect(await stack.cognitoSub(account.email)).toBe(account.user.id)
    expect(await stack.cognitoSub(other.email)).toBe(other.user.id)
  })

  it('staff changing another account to a taken address are told (409), and nothing changes', async () => {
    const account = await api.createAccount('staff-taker', root.token)
    const other = await api.createAccount('staff-owner', root.token)
    expectError(await api.updateUser(root.token, account.user.id, { email: other.email }), 409, EMAIL_TAKEN)
    expect(UserSchema.parse((await me(account.session.token)).body).pendingEmail).toBeUndefined()
  })

  it("a change waiting for its code does not keep an unregistered address from its owner: the owner's sign-up wins, the change fails", async () => {
    const squatter = await api.createAccount('squatter', root.token)
    const address = uniqueEmail('real-owner')
    const asked = await api.updateUser(squatter.session.token, squatter.user.id, { email: address, currentPassword: squatter.password })
    expect(UserSchema.parse(asked.body)).toMatchObject({ pendingEmail: address })

    const owner = await api.signUp(signUpInput({ email: address }))
    expect(owner.id).not.toBe(squatter.user.id)
    expect(owner.email).toBe(address)
    expect(await stack.cognitoSub(address)).toBe(owner.id)
    expect(await stack.getItem(`EMAIL#${address}`, 'EMAIL')).toMatchObject({ sub: owner.id })

    // The squatter's change is gone; its code confirms nothing; it keeps its own address.
    expectError(await confirm(squatter.session.token, LOCAL_RESET_CODE), 409, 'No e-mail change is waiting for a code')
    expect(UserSchema.parse((await me(squatter.session.token)).body)).toMatchObject({ email: squatter.email })
    expect(UserSchema.parse((await me(squatter.session.token)).body).pendingEmail).toBeUndefined()
    expect((await api.logIn(squatter.email, squatter.password)).id).toBe(squatter.user.id)
    expect(await stack.cognitoSub(squatter.email)).toBe(squatter.user.id)
  })
})

describe('users list pagination', () => {
  const page = (query: Record<string, string>) => api.call(routes.listUsers, { token: root.token, query })

  async function walk(limit: number): Promise<User[]> {
    const seen: User[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < 2_000; pages++) {
      const response = await page({ limit: String(limit), ...(cursor ? { cursor } : {}) })
      expect(response.status).toBe(200)
      const body = UsersPageSchema.parse(response.body)
      expect(body.items.length).toBeLessThanOrEqual(limit)
      seen.push(...body.items)
      if (!body.nextCursor) return seen
      cursor = body.nextCursor
    }
    throw new Error('The users list never ended')
  }

  it('walks every user once, newest first, one per page', async () => {
    const newest: User[] = []
    for (const label of ['page-a', 'page-b', 'page-c']) newest.unshift(await api.signUp(signUpInput({ email: uniqueEmail(label) })))

    const onePerPage = await walk(1)
    const ids = onePerPage.map((user) => user.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.slice(0, 3)).toEqual(newest.map((user) => user.id))
    const keys = onePerPage.map((user) => `${user.createdAt}#${user.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
    expect(onePerPage.map((user) => user.email)).toContain(SEEDED_ADMIN.email)

    // Bigger pages give the same sequence.
    expect((await walk(7)).map((user) => user.id)).toEqual(ids)
    const defaultPage = UsersPageSchema.parse((await page({})).body)
    expect(defaultPage.items.map((user) => user.id)).toEqual(ids.slice(0, 20))
  })

  it.each([
    ['0', 'Limit must be at least 1'],
    ['abc', 'Limit must be a number'],
    ['1.5', 'Limit must be a whole number'],
    ['101', 'Limit must be at most 100'],
  ])('refuses limit=%s with %j', async (limit, message) => {
    const response = await page({ limit })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toEqual({ error: message, code: messageCode(message), fields: { limit: message } })
  })

  it.each([
    ['garbage', 'garbage'],
    ['JSON that is not a key', Buffer.from('[1,2,3]').toString('base64url')],
    [
      'a key of another partition',
      Buffer.from(JSON.stringify({ pk: 'COUNTRY', sk: 'so', gsi1pk: 'COUNTRY', gsi1sk: 'Somalia' })).toString('base64url'),
    ],
    ['a key of the users partition that is not whole', Buffer.from(JSON.stringify({ gsi1pk: 'USERS', x: 'y' })).toString('base64url')],
  ])('refuses a cursor that is %s with a 400', async (_what, cursor) => {
    const response = await page({ limit: '1', cursor })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toEqual({
      error: 'This page link is no longer valid',
      code: messageCode('This page link is no longer valid'),
      fields: { cursor: 'Invalid cursor' },
    })
  })
})
