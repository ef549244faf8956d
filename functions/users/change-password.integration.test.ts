import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { SIGN_UP_MESSAGES } from '../../shared/auth/signup-schema'
import { CHANGE_PASSWORD_MESSAGES } from '../../shared/users/change-password-schema'
import { createAccountsApi, errorOf, signUpInput, TEST_PASSWORD, uniqueEmail } from './testing/accounts-api'
import { messageCode } from '../../shared/i18n/message-code'
import { testStack } from '../lib/testing/test-stack'
import { mailTexts } from '../notifications/mail-texts'
import { outboxes } from '../transfers/testing/outboxes'

/** Profile Settings' password change against cognito-local, end to end over HTTP. */

const api = createAccountsApi(testStack().baseUrl)
const { mailWith } = outboxes(testStack().functionEnv as Record<string, string>, testStack().dataDir)
const NEW_PASSWORD = 'Changed-Passw0rd!'

async function freshUser() {
  const email = uniqueEmail('change-pw')
  await api.signUp(signUpInput({ email }))
  return { email, session: await api.logIn(email, TEST_PASSWORD) }
}

const change = (token: string, body: unknown) => api.call(routes.changePassword, { token, body })

describe('POST /api/user/change-password', () => {
  it('refuses a wrong current password without ending the session, then changes it: only the new one signs in', async () => {
    const { email, session } = await freshUser()

    const wrong = await change(session.token, { currentPassword: 'Not-The-Passw0rd!', newPassword: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong)).toEqual({
      error: CHANGE_PASSWORD_MESSAGES.currentWrong,
      code: messageCode(CHANGE_PASSWORD_MESSAGES.currentWrong),
      fields: { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong },
    })
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(200)
    expect((await api.call(routes.logIn, { body: { email, password: NEW_PASSWORD } })).status).toBe(401)

    const changed = await change(session.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ message: CHANGE_PASSWORD_MESSAGES.changed })

    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).status).toBe(401)
    expect((await api.logIn(email, NEW_PASSWORD)).email).toBe(email)
    // The account's address is told, with the way to set a new password if it was not its owner.
    const told = await mailWith(email, mailTexts('en').passwordChanged.subject)
    expect(told.body.text).toContain('every device that was signed in has been signed out')
    expect(told.body.text).toMatch(/Set a new password:\nhttps?:\/\/\S+\/forgot-password/)
  })

  it('applies the sign-up password rules and refuses the same password', async () => {
    const { session } = await freshUser()
    const weak = await change(session.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' })
    expect(weak.status).toBe(400)
    expect(errorOf(weak).fields).toEqual({ newPassword: SIGN_UP_MESSAGES.password.min })
    const same = await change(session.token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD })
    expect(errorOf(same).fields).toEqual({ newPassword: CHANGE_PASSWORD_MESSAGES.same })
  })

  it('five wrong current passwords lock the address like failed sign-ins', async () => {
    const { email, session } = await freshUser()
    for (let i = 0; i < 5; i++) {
      expect((await change(session.token, { currentPassword: `Wrong-Passw0rd-${i}!`, newPassword: NEW_PASSWORD })).status).toBe(400)
    }
    const locked = await change(session.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(locked.status).toBe(429)
    expect((await api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })).status).toBe(429)
  })

  it('needs a signed-in caller', async () => {
    expect((await api.call(routes.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(401)
  })
})
