import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  DeleteUserCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  SetUserMFAPreferenceCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { routes } from '../../shared/api/routes'
import { ACCOUNT_LOCKED_FOR_REVIEW_CODE, ACCOUNT_SECURITY_MESSAGES } from '../../shared/auth/two-factor-messages'
import { totpCode } from '../../scripts/lib/local-two-factor'
import { testStack } from '../lib/testing/test-stack'
import { createAccountsApi, errorOf, LOCAL_RESET_CODE, signUpInput, TEST_PASSWORD, uniqueEmail, type ApiResponse } from './testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from './testing/local-stack'
import { tokenHash } from '../model/api-sessions'
import { keyOf } from '../model/table-keys'

/**
 * A thief plays Cognito's own public API around ours, with the SDK pointed at the local Cognito.
 * First with what the browser holds: the API's opaque tokens, which Cognito does not take, so
 * nothing of the account can be read or changed there (the issue: Cognito's access tokens carry
 * `aws.cognito.signin.user.admin`, and the browser no longer holds one). Then with a genuine
 * Cognito access token — taken from the server's own session item, the only place one now lives —
 * turning two-factor off, moving the e-mail to their own address, enrolling their own authenticator.
 * cognito-local checks neither the token's signature nor the app client's write attributes (AWS
 * refuses the e-mail change there: infra/stacks/user-pool.test.ts), so what is tested there is the
 * API's second door: every sign-in and refresh compares Cognito with the profile and refuses, or
 * undoes, what the owner never did through the API.
 */
const api = createAccountsApi(testStack().baseUrl)
const env = FunctionEnvSchema.parse(testStack().functionEnv)
const stack = localStackClients(env)
afterAll(() => stack.destroy())

async function customer(label: string) {
  const email = uniqueEmail(label)
  await api.signUp(signUpInput({ email }))
  return { email, session: await api.logIn(email, TEST_PASSWORD) }
}

/** The Cognito access token the server keeps with an API access token (a thief who could read the table). */
async function cognitoTokenOf(apiToken: string): Promise<string> {
  const key = keyOf('accessToken', { hash: tokenHash(apiToken) })
  const item = await stack.getItem(key.pk, key.sk)
  return z.parse(z.object({ cognitoAccessToken: z.string() }), item).cognitoAccessToken
}

const logIn = (email: string) => api.call(routes.logIn, { body: { email, password: TEST_PASSWORD } })
const refresh = (refreshToken: string) => api.call(routes.refreshSession, { body: { refreshToken } })

/** With a genuine Cognito access token of the session: two-factor sign-in turned off at Cognito, behind the API's back. */
async function turnOffTwoFactorAtCognito(apiToken: string): Promise<void> {
  await stack.cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: await cognitoTokenOf(apiToken),
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  )
}

/** A customer whose e-mail a thief moved to their own address at Cognito, with a Cognito access token of the customer's session. */
async function customerWithEmailMoved(label: string) {
  const { email, session } = await customer(label)
  const thief = uniqueEmail(`${label}-thief`)
  const cognitoToken = await cognitoTokenOf(session.token)
  await stack.cognito.send(new UpdateUserAttributesCommand({ AccessToken: cognitoToken, UserAttributes: [{ Name: 'email', Value: thief }] }))
  await stack.cognito.send(new VerifyUserAttributeCommand({ AccessToken: cognitoToken, AttributeName: 'email', Code: LOCAL_RESET_CODE }))
  return { email, session, thief }
}

function expectLockedForReview(answer: ApiResponse) {
  expect(answer.status).toBe(403)
  expect(errorOf(answer)).toMatchObject({ error: ACCOUNT_SECURITY_MESSAGES.changedOutside, code: ACCOUNT_LOCKED_FOR_REVIEW_CODE })
  expect(answer.body).not.toHaveProperty('token')
}

describe("the browser's tokens at Cognito", () => {
  it('open no door: reading, two-factor, the e-mail, deleting the user and signing out all fail, and the account still works', async () => {
    const { email, session } = await customer('door-browser')
    const sub = (await stack.cognitoSub(email)) ?? ''
    const before = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }))
    for (const stolen of [session.token, session.refreshToken]) {
      await expect(stack.cognito.send(new GetUserCommand({ AccessToken: stolen }))).rejects.toThrow()
      await expect(
        stack.cognito.send(
          new SetUserMFAPreferenceCommand({ AccessToken: stolen, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
        ),
      ).rejects.toThrow()
      await expect(
        stack.cognito.send(
          new UpdateUserAttributesCommand({ AccessToken: stolen, UserAttributes: [{ Name: 'email', Value: uniqueEmail('door-x') }] }),
        ),
      ).rejects.toThrow()
      await expect(stack.cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: stolen }))).rejects.toThrow()
      await expect(stack.cognito.send(new GlobalSignOutCommand({ AccessToken: stolen }))).rejects.toThrow()
      await expect(stack.cognito.send(new DeleteUserCommand({ AccessToken: stolen }))).rejects.toThrow()
    }
    const after = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }))
    expect(after.UserAttributes).toEqual(before.UserAttributes)
    expect(after.UserMFASettingList).toEqual(before.UserMFASettingList)
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(200)
    expect((await refresh(session.refreshToken)).status).toBe(200)
    expect((await logIn(email)).status).toBe(200)
  })
})

describe('a Cognito access token turning two-factor off at Cognito', () => {
  it('gets no password-only sign-in: refused as changed outside the app, and the stolen token ends with it', async () => {
    const { email, session } = await customer('door-mfa-off')
    await api.enrolTwoFactor(email, session.token)
    const stolen = (await api.logIn(email, TEST_PASSWORD)).token

    await turnOffTwoFactorAtCognito(stolen)

    expectLockedForReview(await logIn(email))
    expect((await api.call(routes.getMe, { token: stolen })).status).toBe(401)
  })

  it('gets no refresh either', async () => {
    const { email, session } = await customer('door-mfa-refresh')
    await api.enrolTwoFactor(email, session.token)
    const signedIn = await api.logIn(email, TEST_PASSWORD)

    await turnOffTwoFactorAtCognito(signedIn.token)

    expectLockedForReview(await refresh(signedIn.refreshToken))
    expect((await api.call(routes.getMe, { token: signedIn.token })).status).toBe(401)
    expect((await refresh(signedIn.refreshToken)).status).toBe(401)
  })
})

describe('a Cognito access token moving the e-mail to the thief', () => {
  it('is refused at the next sign-in and refresh, which end every session', async () => {
    const { email, session, thief } = await customerWithEmailMoved('door-email')

    expectLockedForReview(await refresh(session.refreshToken))
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(401)
    expectLockedForReview(await logIn(email))
    expect((await api.call(routes.logIn, { body: { email: thief, password: TEST_PASSWORD } })).status).toBe(401)
  })
})

describe('a password reset after the e-mail was moved at Cognito', () => {
  it('sends no code there (same answer as any address) and ends every session of the account', async () => {
    const { email, session } = await customerWithEmailMoved('door-reset')

    const asked = await api.call(routes.forgotPassword, { body: { email } })
    const unknown = await api.call(routes.forgotPassword, { body: { email: uniqueEmail('door-nobody') } })
    expect({ status: asked.status, body: asked.body }).toEqual({ status: unknown.status, body: unknown.body })
    // The reset was refused as a security event: the stolen token is over.
    expect((await api.call(routes.getMe, { token: session.token })).status).toBe(401)
  })
})

describe('a Cognito access token enrolling the thief’s authenticator at Cognito', () => {
  it('does not lock the owner out: the factor the profile never recorded is turned off at the next sign-in', async () => {
    const { email, session } = await customer('door-mfa-on')
    const cognitoToken = await cognitoTokenOf(session.token)
    const { SecretCode } = await stack.cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: cognitoToken }))
    const secret = SecretCode ?? ''
    await stack.cognito.send(new VerifySoftwareTokenCommand({ AccessToken: cognitoToken, UserCode: totpCode(secret) }))
    await stack.cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: cognitoToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    )

    const owner = await logIn(email)
    expect(owner.status).toBe(200)
    expect(owner.body).toHaveProperty('token')
    expect(owner.body).not.toHaveProperty('twoFactorRequired')
  })
})
