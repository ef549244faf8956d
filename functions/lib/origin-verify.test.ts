import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineRoutes, DIRECT_CALL_MESSAGE } from '../../shared/api/route-definition'
import { messageCode } from '../../shared/i18n/message-code'
import { ForbiddenError } from './errors'
import {
  forgetOriginSecret,
  ORIGIN_VERIFY_ARN_ENV,
  ORIGIN_VERIFY_ENV,
  ORIGIN_VERIFY_HEADER,
  requireSiteOrigin,
  type SecretReader,
} from './origin-verify'
import { ok } from './responses'
import { route } from './route'
import { createTestEvent } from './testing/api-event'
import { useCapturedLogs } from './testing/handler-tests'

const SECRET = 'Zq3v9L0x7s2RkP4mW8yT1nB6cH5dF0aJ'
const env = { [ORIGIN_VERIFY_ENV]: SECRET }

describe('requireSiteOrigin with the value in the environment (the local stack)', () => {
  it('lets a request carrying the secret through', async () => {
    await expect(requireSiteOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET }, env)).resolves.toBeUndefined()
  })

  it.each([
    ['no header', {}],
    ['an empty header', { [ORIGIN_VERIFY_HEADER]: '' }],
    ['a wrong value', { [ORIGIN_VERIFY_HEADER]: 'guess' }],
    ['the secret with one character changed', { [ORIGIN_VERIFY_HEADER]: `${SECRET.slice(0, -1)}K` }],
    ['the secret with more after it', { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }],
    ['the secret under another header', { 'x-origin-verified': SECRET }],
  ])('refuses %s with the direct-call message', async (_, headers: Record<string, string>) => {
    await expect(requireSiteOrigin(headers, env)).rejects.toThrow(new ForbiddenError(DIRECT_CALL_MESSAGE))
  })

  it('is off when the function has neither the value nor its ARN (unit tests, in-process tools)', async () => {
    await expect(requireSiteOrigin({}, {})).resolves.toBeUndefined()
  })
})

describe('requireSiteOrigin with the secret read at run time (AWS)', () => {
  const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerify-AbCdEf'
  const awsEnv = { [ORIGIN_VERIFY_ARN_ENV]: ARN }
  const NEXT = 'Nx8c2Vb7Qw1Er5Ty9Ui3Op6As4Df0Gh'
  const header = (value: string) => ({ [ORIGIN_VERIFY_HEADER]: value })
  /** A Secrets Manager stand-in: the current value, and the previous one once rotated. */
  function secret(current: string, previous?: string) {
    const versions = { current, previous }
    const read = vi.fn<SecretReader>(async (arn, stage) => {
      expect(arn).toBe(ARN)
      return stage === 'AWSCURRENT' ? versions.current : versions.previous
    })
    return { read, rotate: (next: string) => Object.assign(versions, { previous: versions.current, current: next }) }
  }
  afterEach(() => forgetOriginSecret())

  it('reads the current value once and keeps it for five minutes', async () => {
    const { read } = secret(SECRET)
    const t0 = 1_000_000
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0)
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0 + 4 * 60_000)
    expect(read).toHaveBeenCalledTimes(2) // AWSCURRENT and AWSPREVIOUS, once
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0 + 5 * 60_000)
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('accepts the previous value during a rotation, until CloudFront sends the new one, and then both', async () => {
    const { read, rotate } = secret(SECRET)
    const t0 = 2_000_000
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0)
    rotate(NEXT)
    // The new value is read again on its first refusal (the last read was over 30 s ago)…
    await requireSiteOrigin(header(NEXT), awsEnv, read, t0 + 31_000)
    // …and CloudFront's old value still passes until its deploy moves it.
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0 + 32_000)
  })

  it('refuses a wrong value, reading the secret again at most every 30 seconds for it', async () => {
    const { read } = secret(SECRET)
    const t0 = 3_000_000
    await requireSiteOrigin(header(SECRET), awsEnv, read, t0)
    for (const at of [t0 + 1_000, t0 + 2_000, t0 + 29_000]) {
      await expect(requireSiteOrigin(header('guess'), awsEnv, read, at)).rejects.toThrow(new ForbiddenError(DIRECT_CALL_MESSAGE))
    }
    expect(read).toHaveBeenCalledTimes(2)
    await expect(requireSiteOrigin(header('guess'), awsEnv, read, t0 + 30_000)).rejects.toThrow(ForbiddenError)
    expect(read).toHaveBeenCalledTimes(4)
    await expect(requireSiteOrigin({}, awsEnv, read, t0 + 31_000)).rejects.toThrow(ForbiddenError)
  })

  it('fails (a server error, not a refusal) when the secret cannot be read', async () => {
    const read = vi.fn<SecretReader>(async () => undefined)
    await expect(requireSiteOrigin(header(SECRET), awsEnv, read, 4_000_000)).rejects.toThrow('The origin-verify secret has no current value')
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
