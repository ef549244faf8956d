import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider'
import { withMockedQuote } from '../transfers/testing/quote-fixtures'
import { transferInput } from '../transfers/testing/transfer-rules'
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { handler as createTransfer } from '../transfers/create-transfer'
import { keyOf } from '../model/table-keys'
import { countryItem } from '../model/country-items'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { handler as logIn } from '../users/log-in'
import { logJob, logRequest, logStreamBatch, redact, REDACTED } from './logger'
import { createTestEvent } from './testing/api-event'
import { testProfile, useCapturedLogs, useTestIssuer } from './testing/handler-tests'
import { stubAccessToken } from './testing/api-sessions'
import { answerBatchGetsFromGets } from './testing/batch-gets'
import { useMockedCognitoAndDynamo } from './testing/mocked-aws-clients'

const CARD = '4111111111111111'
const CVV = '914'
const PASSWORD = 'Tr1cky-Secret!'
const { cognito, dynamo } = useMockedCognitoAndDynamo()
const issuer = useTestIssuer()
const logs = useCapturedLogs()

/** An AWS-style failure whose message quotes what it was given, as SDK validation errors do. */
const echoing = (name: string, quoted: string) => Object.assign(new Error(`Invalid request: ${quoted}`), { name })

beforeEach(() => {
  dynamo.reset()
  cognito.reset()
  dynamo.on(GetCommand).resolves({})
  answerBatchGetsFromGets(dynamo)
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).resolves({ Item: testProfile('user-1') })
  dynamo
    .on(GetCommand, { Key: keyOf('emailClaim', { email: 'user-1@example.com' }) })
    .resolves({ Item: { ...keyOf('emailClaim', { email: 'user-1@example.com' }), sub: 'user-1' } })
})

describe('redact', () => {
  it.each([
    ['a card number', `card ${CARD} declined`, CARD],
    ['a card number in groups', 'card 4111 1111 1111 1111 declined', '4111 1111 1111 1111'],
    ['a card number with dashes', 'card 4111-1111-1111-1111', '4111-1111-1111-1111'],
    ['a CVV in JSON', `{"cvv":"${CVV}"}`, CVV],
    ['a CVV in a query', `?cvv=${CVV}&x=1`, CVV],
    ['a password', `{"password":"${PASSWORD}"}`, PASSWORD],
    ['a password in a message', `PASSWORD: ${PASSWORD}`, PASSWORD],
    ['a bearer token', 'Authorization: Bearer abc.def-ghi', 'abc.def-ghi'],
    ['a JWT anywhere', 'got eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln here', 'eyJhbGciOiJSUzI1NiJ9'],
    ['a refresh token', '"refreshToken":"r-123.xyz"', 'r-123.xyz'],
  ])('hides %s', (_case, text, secret) => {
    const out = redact(text)
    expect(out).not.toContain(secret)
    expect(out).toContain(REDACTED)
  })

  it('leaves ordinary log fields alone', () => {
    const line = JSON.stringify({
      level: 'warn',
      time: '2026-11-21T22:07:37.123Z',
      requestId: 'req-1',
      status: 404,
      durationMs: 12,
      actor: 'user-1',
      path: '/api/customers/01JB000000000000000000000A',
    })
    expect(redact(line)).toBe(line)
    expect(redact('Mobile number 0712345678, invoice US-1234567890')).toBe('Mobile number 0712345678, invoice US-1234567890')
  })
})

describe('request logs never carry secrets, whatever an error quotes', () => {
  it('a transfer with a card number and CVV whose write fails quoting the request', async () => {
    const body = transferInput({ cardNumber: CARD, cvv: CVV })
    const destination = DESTINATIONS.find((country) => country.id === body.countryId)
    if (destination) dynamo.on(GetCommand, { Key: keyOf('country', { id: destination.id }) }).resolves({ Item: countryItem(destination) })
    dynamo.on(TransactWriteCommand).rejects(echoing('ValidationException', JSON.stringify(body)))
    const token = stubAccessToken(dynamo, 'user-1')
    const response = await createTransfer(
      createTestEvent({
        method: 'POST',
        path: '/api/customers',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': '5b0a3a3e-8f7f-4d3a-9d55-0b6f3c1e2a11',
        },
        body: JSON.stringify(withMockedQuote(dynamo, body)),
      }),
    )
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(CARD)
    const output = logs.join('\n')
    expect(output).toContain('ValidationException')
    expect(output).not.toContain(CARD)
    expect(output).not.toMatch(new RegExp(`cvv[^,]*${CVV}`, 'i'))
    expect(output).not.toContain(token)
  })

  it('a sign-in whose identity call fails quoting the password and a token', async () => {
    const token = issuer.sign()
    cognito.on(AdminInitiateAuthCommand).rejects(echoing('InternalErrorException', `PASSWORD=${PASSWORD} AUTHORIZATION=Bearer ${token}`))
    const response = await logIn(
      createTestEvent({
        method: 'POST',
        path: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'user-1@example.com', password: PASSWORD }),
      }),
    )
    expect(response.statusCode).toBeGreaterThanOrEqual(500)
    const output = logs.join('\n')
    expect(output).toContain('InternalErrorException')
    expect(output).not.toContain(PASSWORD)
    expect(output).not.toContain(token)
  })
})

describe('the Powertools logger writes our line shape, redacted as a whole', () => {
  const line = {
    requestId: 'req-7',
    routeId: 'createTransfer',
    method: 'POST',
    path: '/api/customers',
    status: 503,
    durationMs: 41,
    actor: 'user-1',
    error: {
      name: 'ServiceUnavailableError',
      message: `busy for card ${CARD}`,
      cause: 'ValidationException: {"password":"hunter22"} Bearer abc.def',
    },
  }

  it('level in lower case, msg, time, the X-Ray trace id under active tracing, then the fields; nothing secret', () => {
    const traceId = '1-5759e988-bd862e3fe1be46a994272793'
    process.env._X_AMZN_TRACE_ID = `Root=${traceId};Parent=53995c3f42cd8ad8;Sampled=1`
    try {
      logRequest(line)
    } finally {
      delete process.env._X_AMZN_TRACE_ID
    }
    expect(logs).toHaveLength(1)
    const text = logs[0] ?? ''
    expect(text.startsWith('{"level":"error","msg":"request","time":"')).toBe(true)
    const written = JSON.parse(text) as Record<string, unknown>
    expect(written).toMatchObject({ xray_trace_id: traceId, requestId: 'req-7', routeId: 'createTransfer', status: 503, actor: 'user-1' })
    expect(new Date(String(written.time)).toISOString()).toBe(written.time)
    expect(text).not.toContain(CARD)
    expect(text).not.toContain('hunter22')
    expect(text).not.toContain('abc.def')
    expect(written.error).toMatchObject({ name: 'ServiceUnavailableError', message: `busy for card ${REDACTED}` })
  })

  it('a 4xx is a warning and a 2xx info; stream and job lines go the same way', () => {
    logRequest({ ...line, status: 404, error: undefined })
    logRequest({ ...line, status: 200, error: undefined })
    logJob({ job: 'sweepUploads', durationMs: 3, figures: { swept: 2 } })
    logStreamBatch({
      consumer: 'notify',
      records: 1,
      durationMs: 2,
      failed: { eventId: 'e1', sequenceNumber: '7', name: 'Error', message: `to ${CARD}` },
    })
    expect(logs.map((text) => (JSON.parse(text) as { level: string; msg: string }).level)).toEqual(['warn', 'info', 'info', 'error'])
    expect(logs.map((text) => (JSON.parse(text) as { level: string; msg: string }).msg)).toEqual(['request', 'request', 'job', 'stream'])
    expect(logs.join('\n')).not.toContain(CARD)
  })

  it('names the service and keeps to LOG_LEVEL (in lower case, as the local stack sets it)', async () => {
    vi.resetModules()
    vi.stubEnv('LOG_LEVEL', 'error')
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'remit-test')
    try {
      const fresh = await import('./logger')
      const lines: string[] = []
      const restore = fresh.captureLogs((text) => lines.push(text))
      fresh.logRequest({ ...line, status: 404, error: undefined })
      fresh.logRequest(line)
      restore()
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', service: 'remit-test', status: 503 })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
