import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { ACCOUNT_LOCKED_FOR_REVIEW_CODE, ACCOUNT_SECURITY_MESSAGES } from '../../shared/auth/two-factor-messages'
import { totpCode } from '../../scripts/lib/local-two-factor'
import { testStack } from '../lib/testing/test-stack'
import { createAccountsApi, errorOf, LOCAL_RESET_CODE, signUpInput, TEST_PASSWORD, uniqueEmail, type ApiResponse } from './testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from './testing/local-stack'

/**
 * A thief holding someone's access token plays Cognito's own public API around ours, with the SDK
 * pointed at the local Cognito: turning two-factor off, moving the e-mail to their own address,
 * enrolling their own authenticator. cognito-local checks neither the token's signature nor the
 * app client's write attributes (AWS refuses the e-mail change there: infra/stacks/user-pool.test.ts),
 * so what is tested here is the API's own door: every sign-in and refresh compares Cognito with the
 * profile and refuses, or undoes, what the owner never did through the API.
 */
const api = createAccountsApi(testStack().baseUrl)
const stack = localStackClients(FunctionEnvSchema.parse(testStack().functionEnv))
afterAll(() => stack.destroy())

async function customer(label: string) {
  const email = uniqueEmail(label)
  await api.signUp(signUpInput({ email }))
  return { email, session: await api.logIn(email, TEST_PASSWORD) }
}

const logIn = (email: string) => api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })
const refresh = (refreshToken: string) => api.call(routes.refreshSession, { body: { refreshToken } })

function expectLockedForReview(answer: ApiResponse) {
  expect(answer.status).toBe(403)
  expect(errorOf(answer)).toMatchObject({ error: ACCOUNT_SECURITY_MESSAGES.changedOutside, code: ACCOUNT_LOCKED_FOR_REVIEW_CODE })
  expect(answer.body).not.toHaveProperty('token')
}

describe('a stolen access token turning two-factor off at Cognito', () => {
  it('gets no password-only sign-in: refused as changed outside the app, and the stolen token ends with it', async () => {
    const { email, session } = await customer('door-mfa-off')
    await api.enrolTwoFactor(email, session.token)
    const stolen = (await api.logIn(email, TEST_PASSWORD)).token

    await stack.cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: stolen, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    )

    expectLockedForReview(await logIn(email))
    expect((await api.call(routes.getMe, { token: stolen })).status).toBe(401)
  })

  it('gets no refresh either', async () => {
    const { email, session } = await customer('door-mfa-refresh')
    await api.enrolTwoFactor(email, session.token)
    const signedIn = await api.logIn(email, TEST_PASSWORD)

    await stack.cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: signedIn.token, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    )

    expectLockedForReview(await refresh(signedIn.refreshToken))
    expect((await api.call(routes.getMe, { token: signedIn.token })).status).toBe(401)
    expect((await refresh(signedIn.refreshToken)).status).toBe(401)
  })
})

describe('a stolen access token moving the e-mail to the thief', () => {
  it('is refused at the next sign-in and refresh, which end every session', async () => {
    const { email, session } = await customer('door-email')
    const thief = uniqueEmail('door-thief')

    await stack.cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.token, UserAttributes: [{ Name: 'email', Value: thief }] }))
    await stack.cognito.send(new VerifyUserAttributeCommand({ AccessToken: session.token, AttributeName: 'email', Code: LOCAL_RESET_CODE }))

    expectLockedForReview(await refresh(session.refreshToken))
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(401)
    expectLockedForReview(await logIn(email))
    expect((await api.call(routes.logIn, { body: { email: thief, password: TEST_PASSWORD } })).status).toBe(401)
  })
})

describe('a password reset after the e-mail was moved at Cognito', () => {
  it('sends no code there (same answer as any address) and ends every session of the account', async () => {
    const { email, session } = await customer('door-reset')
    const thief = uniqueEmail('door-reset-thief')
    await stack.cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.token, UserAttributes: [{ Name: 'email', Value: thief }] }))
    await stack.cognito.send(new VerifyUserAttributeCommand({ AccessToken: session.token, AttributeName: 'email', Code: LOCAL_RESET_CODE }))

    const asked = await api.call(routes.forgotPassword, { body: { email } })
    const unknown = await api.call(routes.forgotPassword, { body: { email: uniqueEmail('door-nobody') } })
    expect({ status: asked.status, body: asked.body }).toEqual({ status: unknown.status, body: unknown.body })
    // The reset was refused as a security event: the stolen token is over.
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(401)
  })
})

describe('a stolen access token enrolling the thief’s authenticator at Cognito', () => {
  it('does not lock the owner out: the factor the profile never recorded is turned off at the next sign-in', async () => {
    const { email, session } = await customer('door-mfa-on')
    const { SecretCode } = await stack.cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: session.token }))
    const secret = SecretCode ?? ''
    await stack.cognito.send(new VerifySoftwareTokenCommand({ AccessToken: session.token, UserCode: totpCode(secret) }))
    await stack.cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: session.token, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    )

    const owner = await logIn(email)
    expect(owner.status).toBe(200)
    expect(owner.body).toHaveProperty('token')
    expect(owner.body).not.toHaveProperty('twoFactorRequired')
  })
})
