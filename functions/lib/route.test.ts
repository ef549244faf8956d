import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes } from '../../shared/api/route-definition'
import { keyOf } from '../model/table-keys'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from './errors'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED_CODE } from '../../shared/auth/two-factor-messages'
import { ok } from './responses'
import { route } from './route'
import { createTestEvent } from './testing/api-event'
import { stubAccessToken } from './testing/api-sessions'
import { testProfile as profile, useCapturedLogs, useTestIssuer } from './testing/handler-tests'
import { bearer, whoAmIRoute } from './testing/who-am-i-route'
import { messageCode } from '../../shared/i18n/message-code'

const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
/** `tokensRevokedBefore` of the user 'cut-off' (epoch seconds). */
const CUT_OFF = Math.floor(Date.now() / 1000) - 60
const issuer = useTestIssuer()
const logs = useCapturedLogs()

const fixtures = defineRoutes({
  echoThing: {
    method: 'POST',
    path: '/api/things/{id}',
    auth: 'public',
    area: 'test',
    params: z.object({ id: z.string().check(z.regex(/^\d+$/, 'Id must be digits')) }),
    query: z.object({ verbose: z.optional(z.enum(['yes', 'no'])) }),
    body: z.object({ name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')), note: z.optional(z.string()) }),
    responses: { 200: z.object({ id: z.string(), name: z.string() }) },
  },
  adminOnly: {
    method: 'GET',
    path: '/api/admin',
    auth: 'admin',
    area: 'test',
    responses: { 200: z.object({ ok: z.boolean() }) },
  },
})

const echo = route(fixtures.echoThing, async ({ params, body }) => ok({ id: params.id, name: body.name }))
const whoAmI = route(whoAmIRoute, async ({ actor }) => ok({ sub: actor.sub }))
const adminOnly = route(fixtures.adminOnly, async () => ok({ ok: true }))

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  createTestEvent({ method: 'POST', path: '/api/things/42', pathParameters: { id: '42' }, headers, body })
const parse = (body: string | undefined): unknown => JSON.parse(body ?? 'null')
/** A live API access token of `sub` (its item answered by the mocked table). */
const session = (sub = 'user-1', extra: Record<string, unknown> = {}) => stubAccessToken(dynamo, sub, extra)
const madeUp = () => 'x'.repeat(43)

beforeEach(() => {
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).resolves({ Item: profile('user-1') })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'admin-1' }) }).resolves({ Item: profile('admin-1', { isAdmin: true }) })
  dynamo
    .on(GetCommand, { Key: keyOf('profile', { sub: 'admin-no-2fa' }) })
    .resolves({ Item: profile('admin-no-2fa', { isAdmin: true, twoFactorEnabled: false }) })
  dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'cut-off' }) }).resolves({ Item: { ...profile('cut-off'), tokensRevokedBefore: CUT_OFF } })
})

describe('route(): parsing', () => {
  it('hands the handler parsed params and body, and answers JSON', async () => {
    const response = await echo(post(JSON.stringify({ name: 'Hodan', extra: 'ignored' })))
    expect(response.statusCode).toBe(200)
    expect(response.headers?.['content-type']).toMatch(/^application\/json/)
    expect(parse(response.body)).toEqual({ id: '42', name: 'Hodan' })
  })

  it('answers 400 with the first message and one message per field', async () => {
    const response = await echo(post(JSON.stringify({ name: 'H', note: 5 })))
    expect(response.statusCode).toBe(400)
    expect(parse(response.body)).toEqual({
      error: 'Name must be at least 2 characters',
      code: 'name-must-be-at-least-2-characters',
      fields: { name: 'Name must be at least 2 characters', note: expect.any(String) },
    })
  })

  it('validates path parameters and the query string', async () => {
    const badId = await echo({ ...post('{"name":"Hodan"}'), pathParameters: { id: 'abc' } })
    expect(badId.statusCode).toBe(400)
    expect(parse(badId.body)).toMatchObject({ fields: { id: 'Id must be digits' } })
    const badQuery = await echo({ ...post('{"name":"Hodan"}'), queryStringParameters: { verbose: 'maybe' } })
    expect(badQuery.statusCode).toBe(400)
    expect(parse(badQuery.body)).toMatchObject({ fields: { verbose: expect.any(String) } })
  })

  it('refuses invalid JSON, a wrong content type and an oversized body', async () => {
    expect((await echo(post('{"name":'))).statusCode).toBe(400)
    expect(parse((await echo(post('{"name":'))).body)).toEqual({ error: 'Request body is not valid JSON', code: 'request-body-is-not-valid-json' })
    expect((await echo(post('{"name":"Hodan"}', { 'content-type': 'text/plain' }))).statusCode).toBe(415)
    expect((await echo(post(JSON.stringify({ name: 'x'.repeat(70_000) })))).statusCode).toBe(413)
  })

  it('reads a base64-encoded body as API Gateway sends it', async () => {
    const event = { ...post(Buffer.from('{"name":"Hodan"}').toString('base64')), isBase64Encoded: true }
    expect((await echo(event)).statusCode).toBe(200)
  })
})

describe('route(): errors', () => {
  const failing = (error: unknown) =>
    route(fixtures.echoThing, async () => {
      throw error
    })

  it.each([
    [new ForbiddenError('Only admins can do that'), 403, 'Only admins can do that'],
    [new NotFoundError('Country not found'), 404, 'Country not found'],
    [new ConflictError('Someone else changed this transfer'), 409, 'Someone else changed this transfer'],
    [new UnprocessableError('Idempotency key reused with another body'), 422, 'Idempotency key reused with another body'],
  ])('maps %s to its status', async (error, status, message) => {
    const response = await failing(error)(post('{"name":"Hodan"}'))
    expect(response.statusCode).toBe(status)
    expect(parse(response.body)).toEqual({ error: message, code: messageCode(message) })
  })

  it('answers an unknown error with a 500 that carries only the request id', async () => {
    const secret = new Error('connect ECONNREFUSED 10.0.0.1 password=hunter2')
    const response = await failing(secret)(post('{"name":"Hodan"}'))
    expect(response.statusCode).toBe(500)
    expect(parse(response.body)).toEqual({
      error: expect.any(String),
      code: 'something-went-wrong-on-our-side-please-try-again',
      requestId: 'req-test-1',
    })
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toContain('at ')
  })

  it('answers throttling with 503 and Retry-After', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })
    const response = await failing(throttled)(post('{"name":"Hodan"}'))
    expect(response.statusCode).toBe(503)
    expect(response.headers?.['retry-after']).toBe('1')
  })
})

describe('route(): authentication and roles', () => {
  it('requires a token on a user route', async () => {
    const response = await whoAmI(createTestEvent({ path: '/api/me' }))
    expect(response.statusCode).toBe(401)
    expect(parse(response.body)).toEqual({ error: 'Authentication required', code: 'authentication-required' })
  })

  it('accepts a live access token and loads the caller from their profile', async () => {
    const response = await whoAmI(bearer(session()))
    expect(response.statusCode).toBe(200)
    expect(parse(response.body)).toEqual({ sub: 'user-1' })
  })

  it.each([
    ['a malformed header', () => 'Basic abc'],
    ['a token the table does not know (made up, or signed out)', () => `Bearer ${madeUp()}`],
    ["a Cognito access token (no bearer of this API's)", () => `Bearer ${issuer.sign()}`],
    ['an expired token (its item not yet swept by TTL)', () => `Bearer ${session('user-1', { expiresAt: Math.floor(Date.now() / 1000) - 1 })}`],
    ['a malformed item', () => `Bearer ${session('user-1', { sessionId: undefined })}`],
    ['a token of a user who no longer exists', () => `Bearer ${session('deleted-user')}`],
    ["a session signed in before its user's cut-off", () => `Bearer ${session('cut-off', { startedAt: CUT_OFF - 5 })}`],
    ["a session signed in in the cut-off's second", () => `Bearer ${session('cut-off', { startedAt: CUT_OFF })}`],
  ])('refuses %s with 401', async (_, header) => {
    const response = await whoAmI(createTestEvent({ path: '/api/me', headers: { authorization: header() } }))
    expect(response.statusCode).toBe(401)
    expect(parse(response.body)).toEqual({ error: 'Authentication required', code: 'authentication-required' })
  })

  it("judges a token's expiry by the wall clock, not by the request's clock the rules read (tests move it to a window's edge)", async () => {
    const later = bearer(session())
    later.requestContext.timeEpoch = Date.now() + 200 * 24 * 3_600_000
    expect((await whoAmI(later)).statusCode).toBe(200)
  })

  it("accepts a session signed in after its user's cut-off", async () => {
    expect((await whoAmI(bearer(session('cut-off', { startedAt: CUT_OFF + 1 })))).statusCode).toBe(200)
  })

  it('finds the token by its hash in one read, never by the token itself', async () => {
    const token = session()
    await whoAmI(bearer(token))
    const keys = dynamo.commandCalls(GetCommand).map((call) => JSON.stringify(call.args[0].input.Key))
    expect(keys.join()).not.toContain(token)
    expect(keys.filter((key) => key.includes('ACCESS#'))).toHaveLength(1)
  })

  it('ignores any token on a public route, so a stale session cannot block sign-in', async () => {
    const stale = { ...post('{"name":"Hodan"}'), headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' } }
    expect((await echo(stale)).statusCode).toBe(200)
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0)
  })

  it('keeps admin routes for admins, read from the stored profile', async () => {
    expect((await adminOnly(bearer(session()))).statusCode).toBe(403)
    expect((await adminOnly(bearer(session('admin-1')))).statusCode).toBe(200)
  })

  it('refuses staff routes to staff without two-factor sign-in, with the code the SPA acts on, and takes their staff powers elsewhere', async () => {
    const refused = await adminOnly(bearer(session('admin-no-2fa')))
    expect(refused.statusCode).toBe(403)
    expect(parse(refused.body)).toEqual({ error: TWO_FACTOR_MESSAGES.staffRequired, code: TWO_FACTOR_REQUIRED_CODE })
    const flags = route(whoAmIRoute, async ({ actor }) => ok({ sub: `${actor.sub}:${String(actor.isAdmin)}` }))
    expect(parse((await flags(bearer(session('admin-no-2fa')))).body)).toEqual({ sub: 'admin-no-2fa:false' })
    expect(parse((await flags(bearer(session('admin-1')))).body)).toEqual({ sub: 'admin-1:true' })
  })
})

describe('route(): reading ahead', () => {
  const reads: string[] = []
  const readingAhead = (read: (sub: string) => Promise<string>) =>
    route(whoAmIRoute, {
      readAhead: async ({ sub }) => {
        reads.push(sub)
        return read(sub)
      },
      handle: async ({ actor, ahead }) => ok({ sub: `${actor.sub}:${await ahead}` }),
    })
  beforeEach(() => {
    reads.length = 0
  })

  it("reads beside the caller's profile, not after it", async () => {
    let releaseProfile: (value: undefined) => void = () => undefined
    const profileRead = new Promise<undefined>((resolve) => {
      releaseProfile = resolve
    })
    dynamo.on(GetCommand, { Key: keyOf('profile', { sub: 'user-1' }) }).callsFake(async () => {
      await profileRead
      return { Item: profile('user-1') }
    })
    const answer = readingAhead(async () => 'page')(bearer(session()))
    await vi.waitFor(() => expect(reads).toEqual(['user-1']))
    releaseProfile(undefined)
    expect(parse((await answer).body)).toEqual({ sub: 'user-1:page' })
  })

  it.each([
    ['no token', () => createTestEvent({ path: '/api/me' })],
    ['a made-up token', () => bearer(madeUp())],
  ])('reads nothing for %s', async (_, event) => {
    expect((await readingAhead(async () => 'page')(event())).statusCode).toBe(401)
    expect(reads).toEqual([])
  })

  it('answers a token of an ended session 401, never with what was read or its error', async () => {
    const revoked = bearer(session('cut-off', { startedAt: CUT_OFF }))
    expect((await readingAhead(async () => 'page')(revoked)).body).toBe(
      JSON.stringify({ error: 'Authentication required', code: 'authentication-required' }),
    )
    const failing = readingAhead(async () => {
      throw new NotFoundError('Transfer not found')
    })
    const response = await failing(revoked)
    expect(response.statusCode).toBe(401)
    expect(reads).toEqual(['cut-off', 'cut-off'])
  })

  it('passes a failed read to the handler that awaits it, and leaves none unhandled when the caller is refused', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const failing = readingAhead(async () => {
        throw new NotFoundError('Transfer not found')
      })
      const found = await failing(bearer(session()))
      expect(found.statusCode).toBe(404)
      expect((await failing(bearer(session('deleted-user')))).statusCode).toBe(401)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('is refused on a public route, which has no caller', () => {
    expect(() => route(fixtures.echoThing, { readAhead: async () => 1, handle: async () => ok({ id: '1', name: 'x' }) })).toThrow(/public route/)
  })
})

describe('route(): logging', () => {
  it('writes one structured line per request, without body or token', async () => {
    const token = session()
    await whoAmI(bearer(token))
    await echo(post(JSON.stringify({ name: 'Hodan-secret-name' })))
    expect(logs).toHaveLength(2)
    const [first, second] = logs.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(first).toMatchObject({ msg: 'request', requestId: 'req-test-1', routeId: 'whoAmI', status: 200, actor: 'user-1' })
    expect(second).toMatchObject({ routeId: 'echoThing', status: 200, method: 'POST', path: '/api/things/42' })
    expect(logs.join('\n')).not.toContain(token)
    expect(logs.join('\n')).not.toContain('Hodan-secret-name')
  })
})
