import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider'
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SIGN_UP_MESSAGES } from '../../shared/auth/signup-schema'
import { CHANGE_PASSWORD_MESSAGES } from '../../shared/users/change-password-schema'
import { handler } from '../users/change-password'
import { createTestEvent } from '../lib/testing/api-event'
import { stubAccessToken } from '../lib/testing/api-sessions'
import { testProfile, useCapturedLogs, useTestIssuer } from '../lib/testing/handler-tests'
import { keyOf } from '../model/table-keys'
import { LOCKED_MESSAGE } from '../model/login-limits'
import { messageCode } from '../../shared/i18n/message-code'
import { useMockedCognitoAndDynamo } from '../lib/testing/mocked-aws-clients'

/** POST /api/user/change-password through the real handler, Cognito and DynamoDB mocked. */

const { cognito, dynamo } = useMockedCognitoAndDynamo()
useTestIssuer()
const logs = useCapturedLogs()

/** The Cognito access token the caller's session keeps server-side. */
const COGNITO_TOKEN = 'cognito-access-token'
const CURRENT = 'Old-Passw0rd!'
const NEXT = 'New-Passw0rd!'
const named = (name: string) => Object.assign(new Error(`${name} (injected)`), { name })
const parse = (response: APIGatewayProxyStructuredResultV2): unknown => JSON.parse(response.body ?? 'null')
const addressKey = { pk: 'LOGIN#amina@example.com', sk: 'FAILURES' }
const keysOf = (calls: { args: [{ input: { Key?: unknown } }] }[]) => calls.map((call) => call.args[0].input.Key as { pk: string; sk: string })
const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' })

function request(body: unknown, token = stubAccessToken(dynamo, 'user-1', { cognitoAccessToken: COGNITO_TOKEN })) {
  return handler(
    createTestEvent({
      method: 'POST',
      path: '/api/user/change-password',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

beforeEach(() => {
  cognito.reset()
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo
    .on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) })
    .resolves({ Item: testProfile('user-1', { email: 'amina@example.com', verified: false }) })
  dynamo.on(UpdateCommand).resolves({})
  dynamo.on(PutCommand).resolves({})
  dynamo.on(DeleteCommand).resolves({})
  cognito.on(ChangePasswordCommand).resolves({})
})
// Whatever happened: no log line carried either password.
afterEach(() => {
  for (const line of logs) expect(line).not.toMatch(/Passw0rd/)
})

describe('POST /api/user/change-password', () => {
  it('changes the password with the Cognito token of the caller’s session (never the bearer) and clears its attempts', async () => {
    const response = await request({ currentPassword: CURRENT, newPassword: NEXT })
    expect(response.statusCode).toBe(200)
    expect(parse(response)).toEqual({ message: CHANGE_PASSWORD_MESSAGES.changed })
    expect(cognito.commandCalls(ChangePasswordCommand)[0]?.args[0].input).toEqual({
      AccessToken: COGNITO_TOKEN,
      PreviousPassword: CURRENT,
      ProposedPassword: NEXT,
    })
    // The client's count goes, and the address's count gets this attempt back.
    expect(keysOf(dynamo.commandCalls(DeleteCommand)).map((key) => key.sk)).toEqual([expect.stringMatching(/^CLIENT#/)])
    expect(keysOf(dynamo.commandCalls(UpdateCommand)).filter((key) => key.sk === addressKey.sk)).toEqual([addressKey, addressKey])
  })

  it.each(['NotAuthorizedException', 'InvalidPasswordException'])(
    'a wrong current password (%s) → 400 on currentPassword (not 401: the session stays), counted as a failed attempt',
    async (name) => {
      cognito.on(ChangePasswordCommand).rejects(named(name))
      const response = await request({ currentPassword: 'Wrong-Passw0rd!', newPassword: NEXT })
      expect(response.statusCode).toBe(400)
      expect(parse(response)).toEqual({
        error: CHANGE_PASSWORD_MESSAGES.currentWrong,
        code: messageCode(CHANGE_PASSWORD_MESSAGES.currentWrong),
        fields: { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong },
      })
      // Counted before Cognito judged it, per client and per address; nothing cleared.
      expect(keysOf(dynamo.commandCalls(UpdateCommand)).map((key) => key.sk)).toEqual([expect.stringMatching(/^CLIENT#/), 'FAILURES'])
      expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0)
    },
  )

  it('used-up attempts → 429 before Cognito is asked', async () => {
    // The conditional count fails (attempts used up) and the window has not ended (no restart).
    dynamo.on(UpdateCommand).rejects(conditionFailed())
    dynamo.on(PutCommand).rejects(conditionFailed())
    const response = await request({ currentPassword: CURRENT, newPassword: NEXT })
    expect(response.statusCode).toBe(429)
    expect(parse(response)).toEqual({ error: LOCKED_MESSAGE, code: messageCode(LOCKED_MESSAGE) })
    expect(cognito.commandCalls(ChangePasswordCommand)).toHaveLength(0)
  })

  it('Cognito throttling → 429 with its own message', async () => {
    cognito.on(ChangePasswordCommand).rejects(named('LimitExceededException'))
    const response = await request({ currentPassword: CURRENT, newPassword: NEXT })
    expect(response.statusCode).toBe(429)
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0)
  })

  it('checks the new password against the sign-up rules before Cognito is asked', async () => {
    const weak = await request({ currentPassword: CURRENT, newPassword: 'weakpass' })
    expect(weak.statusCode).toBe(400)
    expect(parse(weak)).toMatchObject({ fields: { newPassword: SIGN_UP_MESSAGES.password.uppercase } })
    const same = await request({ currentPassword: NEXT, newPassword: NEXT })
    expect(parse(same)).toMatchObject({ fields: { newPassword: CHANGE_PASSWORD_MESSAGES.same } })
    const missing = await request({ newPassword: NEXT })
    expect(parse(missing)).toMatchObject({ fields: { currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired } })
    expect(cognito.commandCalls(ChangePasswordCommand)).toHaveLength(0)
  })

  it('without a valid token → 401 and nothing is asked', async () => {
    const response = await request({ currentPassword: CURRENT, newPassword: NEXT }, 'x'.repeat(43))
    expect(response.statusCode).toBe(401)
    expect(cognito.commandCalls(ChangePasswordCommand)).toHaveLength(0)
  })
})
