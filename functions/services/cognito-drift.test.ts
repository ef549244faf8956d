import { AdminGetUserCommand, AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider'
import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_LOCKED_FOR_REVIEW_CODE, ACCOUNT_SECURITY_MESSAGES } from '../../shared/auth/two-factor-messages'
import { ForbiddenError } from '../lib/errors'
import { METRICS } from '../lib/metric-names'
import { captureMetrics, publishMetrics } from '../lib/metrics'
import { useCapturedLogs, useTestIssuer } from '../lib/testing/handler-tests'
import { keyOf } from '../model/table-keys'
import { sampleUser } from '../../shared/users/testing/sample-user'
import { dropUnrecordedFactor, refuseCognitoDrift, resetWouldGoAstray } from './cognito-drift'
import { useMockedCognitoAndDynamo } from '../lib/testing/mocked-aws-clients'

/** The comparison of Cognito with the profile: what it refuses, what it leaves alone, and the event it raises (no address or token in it). */

const { cognito, dynamo } = useMockedCognitoAndDynamo()
useTestIssuer()
const logs = useCapturedLogs()
const published: EmfOutput[] = []
let stopCapture: (() => void) | undefined
beforeEach(() => {
  cognito.reset()
  dynamo.reset()
  dynamo.on(UpdateCommand).resolves({})
  published.length = 0
  stopCapture = captureMetrics((emf) => published.push(emf))
})
afterEach(() => stopCapture?.())

const NOW = new Date('2026-11-28T12:00:00Z')
const profile = (extra: Record<string, unknown> = {}) => ({ ...keyOf('profile', { sub: 'user-1' }), ...sampleUser({ verified: true }), ...extra })
const cognitoHolds = (email: string, totpOn: boolean) =>
  cognito.on(AdminGetUserCommand).resolves({
    Username: 'user-1',
    UserAttributes: [
      { Name: 'sub', Value: 'user-1' },
      { Name: 'email', Value: email },
    ],
    ...(totpOn ? { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  })
const cutOffs = () => dynamo.commandCalls(UpdateCommand).filter((call) => call.args[0].input.UpdateExpression === 'SET tokensRevokedBefore = :now')
const driftCount = () => {
  publishMetrics()
  return published.filter((emf) => METRICS.cognitoSettingsDrift in emf).length
}

describe('refuseCognitoDrift', () => {
  it('passes an account whose Cognito settings are the profile’s, and one whose e-mail change waits in Cognito', async () => {
    cognitoHolds('amina@example.com', true)
    await refuseCognitoDrift(profile({ twoFactorEnabled: true }), NOW)
    cognitoHolds('Amina.New@example.com', false)
    await refuseCognitoDrift(profile({ pendingEmail: 'amina.new@example.com' }), NOW)
    expect(cutOffs()).toEqual([])
    expect(driftCount()).toBe(0)
  })

  it.each([
    ['two-factor turned off at Cognito', profile({ twoFactorEnabled: true }), 'amina@example.com', false, ['twoFactor']],
    ["the e-mail moved to a thief's address", profile(), 'thief@example.com', false, ['email']],
  ])('refuses %s: 403, every session ended, one security event naming the account only', async (_, item, email, totpOn, differs) => {
    cognitoHolds(email, totpOn)
    const refused = await refuseCognitoDrift(item, NOW).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ForbiddenError)
    expect(refused).toMatchObject({ message: ACCOUNT_SECURITY_MESSAGES.changedOutside, code: ACCOUNT_LOCKED_FOR_REVIEW_CODE })
    expect(cutOffs().map((call) => call.args[0].input.ExpressionAttributeValues)).toEqual([{ ':now': NOW.getTime() / 1000 }])
    expect(driftCount()).toBe(1)
    const events = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'security')
    expect(events).toEqual([expect.objectContaining({ level: 'error', event: 'cognito-settings-drift', sub: 'user-1', differs })])
    expect(logs.join('\n')).not.toMatch(/example\.com/)
  })
})

describe('resetWouldGoAstray', () => {
  it('holds back a reset code bound for an address the profile never agreed to', async () => {
    cognitoHolds('thief@example.com', false)
    expect(await resetWouldGoAstray(profile(), NOW)).toBe(true)
    cognitoHolds('amina@example.com', false)
    expect(await resetWouldGoAstray(profile(), NOW)).toBe(false)
    expect(await resetWouldGoAstray(undefined, NOW)).toBe(false)
  })
})

describe('dropUnrecordedFactor', () => {
  it('turns off a factor Cognito asks for that the profile does not record, and leaves a recorded one', async () => {
    cognito.on(AdminSetUserMFAPreferenceCommand).resolves({})
    expect(await dropUnrecordedFactor(profile({ twoFactorEnabled: true }))).toBe(false)
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)).toEqual([])
    expect(await dropUnrecordedFactor(profile())).toBe(true)
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ Username: 'user-1', SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    ])
    expect(driftCount()).toBe(1)
  })
})
