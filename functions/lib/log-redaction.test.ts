import { AdminInitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { withMockedQuote } from '../transfers/testing/quote-fixtures'
import { QUOTE_TO_FETCH } from '../transfers/testing/transfer-rules'
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { handler as createTransfer } from '../transfers/create-transfer'
import { keyOf } from '../store/table-keys'
import { countryItem } from '../store/country-items'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { handler as logIn } from '../users/log-in'
import { redact, REDACTED } from './logger'
import { createTestEvent } from './testing/api-event'
import { testProfile, useCapturedLogs, useTestIssuer } from './testing/handler-tests'
import { answerBatchGetsFromGets } from './testing/batch-gets'

const CARD = '4111111111111111'
const CVV = '914'
const PASSWORD = 'Tr1cky-Secret!'
const dynamo = mockClient(DynamoDBDocumentClient)
const cognito = mockClient(CognitoIdentityProviderClient)
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
    const body = {
      firstName: 'Hodan',
      middleName: 'Ali',
      lastName: 'Warsame',
      mobileNumber: '0712345678',
      countryId: 'ke',
      city: 'Nairobi',
      relationship: 'Sister',
      sendingReason: 'Education',
      paymentType: 'Mobile Money',
      walletProvider: 'M-Pesa',
      paymentMethod: 'Debit Card',
      cardNumber: CARD,
      expirationDate: '12/30',
      cvv: CVV,
      inputValue: 100,
      payoutCurrency: 'USD',
      quoteId: QUOTE_TO_FETCH,
    }
    const kenya = DESTINATIONS.find((country) => country.id === 'ke')
    if (kenya) dynamo.on(GetCommand, { Key: keyOf('country', { id: 'ke' }) }).resolves({ Item: countryItem(kenya) })
    dynamo.on(TransactWriteCommand).rejects(echoing('ValidationException', JSON.stringify(body)))
    const token = issuer.sign()
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
