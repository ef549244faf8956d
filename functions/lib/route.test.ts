import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes } from '../../shared/api/route-definition'
import { profileKey } from '../store/actors'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from './errors'
import { ok } from './responses'
import { route } from './route'
import { createTestEvent } from './testing/api-event'
import { testProfile as profile, useCapturedLogs, useTestIssuer } from './testing/handler-tests'

const dynamo = mockClient(DynamoDBDocumentClient)
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
  whoAmI: {
    method: 'GET',
    path: '/api/me',
    auth: 'user',
    area: 'test',
    responses: { 200: z.object({ sub: z.string() }) },
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
const whoAmI = route(fixtures.whoAmI, async ({ actor }) => ok({ sub: actor.sub }))
const adminOnly = route(fixtures.adminOnly, async () => ok({ ok: true }))

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  createTestEvent({ method: 'POST', path: '/api/things/42', pathParameters: { id: '42' }, headers, body })
const bearer = (token: string) => createTestEvent({ path: '/api/me', headers: { authorization: `Bearer ${token}` } })
const parse = (body: string | undefined): unknown => JSON.parse(body ?? 'null')

beforeEach(() => {
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(GetCommand, { Key: profileKey('user-1') }).resolves({ Item: profile('user-1') })
  dynamo.on(GetCommand, { Key: profileKey('admin-1') }).resolves({ Item: profile('admin-1', { isAdmin: true }) })
  dynamo.on(GetCommand, { Key: { pk: 'REVOKED#signed-out', sk: 'TOKEN' } }).resolves({ Item: { expiresAt: 1 } })
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
    expect(parse((await echo(post('{"name":'))).body)).toEqual({ error: 'Request body is not valid JSON' })
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
    expect(parse(response.body)).toEqual({ error: message })
  })

  it('answers an unknown error with a 500 that carries only the request id', async () => {
    const secret = new Error('connect ECONNREFUSED 10.0.0.1 password=hunter2')
    const response = await failing(secret)(post('{"name":"Hodan"}'))
    expect(response.statusCode).toBe(500)
    expect(parse(response.body)).toEqual({ error: expect.any(String), requestId: 'req-test-1' })
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
    expect(parse(response.body)).toEqual({ error: 'Authentication required' })
  })

  it('accepts a valid access token and loads the caller from their profile', async () => {
    const response = await whoAmI(bearer(issuer.sign()))
    expect(response.statusCode).toBe(200)
    expect(parse(response.body)).toEqual({ sub: 'user-1' })
  })

  it.each([
    ['a malformed header', () => 'Basic abc'],
    ['an expired token', () => `Bearer ${issuer.sign({ exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ['a token signed by another key', () => `Bearer ${issuer.signWithForeignKey()}`],
    ['an id token', () => `Bearer ${issuer.sign({ token_use: 'id' })}`],
    ['a token for another app client', () => `Bearer ${issuer.sign({ client_id: 'someone-else' })}`],
    ['a token from another issuer', () => `Bearer ${issuer.sign({ iss: 'http://127.0.0.1:1/other' })}`],
    ['an unsigned alg:none token', () => `Bearer ${issuer.sign({}, { alg: 'none' }).split('.').slice(0, 2).join('.')}.`],
    ['a token of a user who no longer exists', () => `Bearer ${issuer.sign({ sub: 'deleted-user' })}`],
    ['a token signed out before it expired', () => `Bearer ${issuer.sign({ jti: 'signed-out' })}`],
  ])('refuses %s with 401', async (_, header) => {
    const response = await whoAmI(createTestEvent({ path: '/api/me', headers: { authorization: header() } }))
    expect(response.statusCode).toBe(401)
  })

  it('ignores any token on a public route, so a stale session cannot block sign-in', async () => {
    const stale = { ...post('{"name":"Hodan"}'), headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' } }
    expect((await echo(stale)).statusCode).toBe(200)
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0)
  })

  it('keeps admin routes for admins, read from the stored profile', async () => {
    expect((await adminOnly(bearer(issuer.sign()))).statusCode).toBe(403)
    expect((await adminOnly(bearer(issuer.sign({ sub: 'admin-1' })))).statusCode).toBe(200)
  })
})

describe('route(): logging', () => {
  it('writes one structured line per request, without body or token', async () => {
    const token = issuer.sign()
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
