import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes, DIRECT_CALL_MESSAGE } from '../../shared/api/route-definition'
import { messageCode } from '../../shared/i18n/message-code'
import { ForbiddenError } from './errors'
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER, requireSiteOrigin } from './origin-verify'
import { ok } from './responses'
import { route } from './route'
import { createTestEvent } from './testing/api-event'
import { useCapturedLogs } from './testing/handler-tests'

const SECRET = 'Zq3v9L0x7s2RkP4mW8yT1nB6cH5dF0aJ'
const env = { [ORIGIN_VERIFY_ENV]: SECRET }

describe('requireSiteOrigin', () => {
  it('lets a request carrying the secret through', () => {
    expect(() => requireSiteOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET }, env)).not.toThrow()
  })

  it.each([
    ['no header', {}],
    ['an empty header', { [ORIGIN_VERIFY_HEADER]: '' }],
    ['a wrong value', { [ORIGIN_VERIFY_HEADER]: 'guess' }],
    ['the secret with one character changed', { [ORIGIN_VERIFY_HEADER]: `${SECRET.slice(0, -1)}K` }],
    ['the secret with more after it', { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }],
    ['the secret under another header', { 'x-origin-verified': SECRET }],
  ])('refuses %s with the direct-call message', (_, headers: Record<string, string>) => {
    expect(() => requireSiteOrigin(headers, env)).toThrow(new ForbiddenError(DIRECT_CALL_MESSAGE))
  })

  it('is off when the function has no secret (unit tests, in-process tools)', () => {
    expect(() => requireSiteOrigin({}, {})).not.toThrow()
  })
})

const fixtures = defineRoutes({
  ping: {
    method: 'POST',
    path: '/api/ping',
    auth: 'public',
    area: 'test',
    body: z.object({ name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')) }),
    responses: { 200: z.object({ pong: z.string() }) },
  },
  mine: {
    method: 'GET',
    path: '/api/mine',
    auth: 'user',
    area: 'test',
    responses: { 200: z.object({ ok: z.boolean() }) },
  },
})

const ping = route(fixtures.ping, async ({ body }) => ok({ pong: body.name }))
const mine = route(fixtures.mine, async () => ok({ ok: true }))
const pingEvent = (headers: Record<string, string>, name = 'Hodan') =>
  createTestEvent({ method: 'POST', path: '/api/ping', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name }) })
const parse = (body: string | undefined): unknown => JSON.parse(body ?? 'null')

describe('route() with the origin check on', () => {
  const logs = useCapturedLogs()
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('answers a request that came through the site', async () => {
    vi.stubEnv(ORIGIN_VERIFY_ENV, SECRET)
    const response = await ping(pingEvent({ [ORIGIN_VERIFY_HEADER]: SECRET }))
    expect(response.statusCode).toBe(200)
    expect(parse(response.body)).toEqual({ pong: 'Hodan' })
  })

  it.each([
    ['without the header', {}],
    ['with a wrong value', { [ORIGIN_VERIFY_HEADER]: 'not-the-secret' }],
  ])('refuses a direct call %s: 403 JSON with the message and its code, logged', async (_, headers: Record<string, string>) => {
    vi.stubEnv(ORIGIN_VERIFY_ENV, SECRET)
    const response = await ping(pingEvent(headers))
    expect(response.statusCode).toBe(403)
    expect(response.headers?.['content-type']).toMatch(/^application\/json/)
    expect(parse(response.body)).toEqual({ error: DIRECT_CALL_MESSAGE, code: messageCode(DIRECT_CALL_MESSAGE) })
    expect(logs.join('\n')).toContain(DIRECT_CALL_MESSAGE)
  })

  it('refuses before validating or authenticating, so a direct caller learns nothing else', async () => {
    vi.stubEnv(ORIGIN_VERIFY_ENV, SECRET)
    const invalid = await ping(pingEvent({}, 'H'))
    expect(invalid.statusCode).toBe(403)
    const signedOut = await mine(createTestEvent({ path: '/api/mine' }))
    expect(signedOut.statusCode).toBe(403)
    expect(parse(signedOut.body)).toMatchObject({ error: DIRECT_CALL_MESSAGE })
  })

  it('is off without the setting: the wrapper answers as before', async () => {
    const response = await ping(pingEvent({}))
    expect(response.statusCode).toBe(200)
  })
})
