import { generateKeyPairSync, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../../shared/api/route-definition'
import { routeList, routes } from '../../shared/api/routes'
import { createAccountsApi, SEEDED_ADMIN } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { signRs256 } from './testing/cognito-local-keys'
import { fuzzRequests, impossibleDateRequests, type FuzzContext, type FuzzRequest } from './testing/fuzz-requests'
import { streamConsumersCaughtUp } from './testing/stream-backlog'
import { fingerprintTable, tableDiff, type TableFingerprint } from './testing/table-fingerprint'
import { testStack } from './testing/test-stack'

/**
 * Every row of the route table, fuzzed over HTTP against the local stack: wrong types, missing and
 * extra fields, huge strings, odd unicode, deep and invalid JSON, wrong content types, oversized
 * bodies, bad path ids and queries, bad / expired / foreign / revoked tokens and a plain user's
 * genuine one. Each request carries the status the contract demands (see testing/fuzz-requests.ts);
 * every answer must be JSON, never a 5xx, never a stack trace or a page, and afterwards the table
 * holds exactly what it held before (item count and a checksum over every item).
 */

const baseUrl = testStack().baseUrl
const env = FunctionEnvSchema.parse(testStack().functionEnv)
const api = createAccountsApi(baseUrl)
const stack = localStackClients(env)

/**
 * Requests per batch (sent in parallel) and batches per row: ≥ 1,000 requests per run over the table.
 * FUZZ_REQUESTS=20000 (or any number) runs a deeper hunt.
 */
const BATCH = 6
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_050)
const BATCHES_PER_ROUTE = Math.max(6, Math.ceil(TARGET_REQUESTS / BATCH / routeList.length))
const STACK_TRACE = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|<html|<!doctype/i

let context: FuzzContext
let before: TableFingerprint
const tally = { sent: 0, refusedAsExpected: 0, validAnswered2xx: 0, validAnswered4xx: 0, byStatus: new Map<number, number>() }

/** The claims cognito-local puts in an access token, valid for an hour; `extra` overrides. */
function claims(sub: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  return {
    sub,
    client_id: env.USER_POOL_CLIENT_ID,
    token_use: 'access',
    username: sub,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    iss: env.AUTH_ISSUER,
    ...extra,
  }
}

beforeAll(async () => {
  const root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  const plain = await api.createAccount('fuzz', root.token)
  const sub = plain.user.id
  const revoked = await api.logIn(plain.email, plain.password)
  expect((await api.call(routes.logOut, { token: revoked.token, body: { refreshToken: revoked.refreshToken } })).status).toBe(204)
  const hourAgo = Math.floor(Date.now() / 1000) - 3600
  const tokens = {
    plain: plain.session.token,
    expired: signRs256(claims(sub, { iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo })),
    foreignKey: signRs256(claims(sub), generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
    otherClient: signRs256(claims(sub, { client_id: 'another-app-client' })),
    idToken: signRs256(claims(sub, { token_use: 'id', aud: env.USER_POOL_CLIENT_ID })),
    revoked: revoked.token,
    refresh: plain.session.refreshToken,
  }
  context = { userId: sub, tokens }
  // The fingerprint is taken once the consumers have done the work of the files before this one.
  await streamConsumersCaughtUp(env, testStack().dataDir)
  before = await fingerprintTable(stack.dynamo, env.TABLE_NAME)
})
afterAll(() => stack.destroy())

interface Answer {
  status: number
  type: string
  text: string
}

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
  })
  tally.sent++
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 300)} → ${r.dispatched ?? 'no row'} (${r.because}; body: ${r.bodyKind}, ${r.body?.length ?? 0} bytes; ` +
  `headers: ${JSON.stringify(r.headers).slice(0, 300)})`

/** The key of a client's per-minute window of tracking lookups, as the table diff names it. */
const LOOKUP_WINDOW = /^TRACKS#[^ ]+ \| MINUTE#\d+$/

/** Everything an answer must be; throws with the request and the answer when it is not. */
function check(request: FuzzRequest, answer: Answer): void {
  const context = `${describeRequest(request)}\n  answered ${answer.status} ${answer.type}: ${answer.text.slice(0, 500)}`
  expect(answer.status, context).toBeLessThan(500)
  if (request.expected !== undefined) expect(answer.status, context).toBe(request.expected)
  else expect(answer.status, context).toBeGreaterThanOrEqual(200)
  expect(STACK_TRACE.test(answer.text), context).toBe(false)
  if (answer.status === 204) {
    expect(answer.text, context).toBe('')
  } else {
    expect(answer.type, context).toMatch(/^application\/json\b/)
    const body: unknown = JSON.parse(answer.text)
    if (answer.status >= 400) {
      const error = ErrorBodySchema.safeParse(body)
      expect(error.success && error.data.error.length > 0, context).toBe(true)
    }
  }
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1)
  if (request.expected !== undefined) tally.refusedAsExpected++
  else if (answer.status < 300) tally.validAnswered2xx++
  else tally.validAnswered4xx++
}

describe(`fuzzing every route: ${routeList.length} rows × ${BATCHES_PER_ROUTE} batches of ${BATCH}`, () => {
  for (const route of routeList) {
    it(`${route.method} ${route.path} (${route.id}) answers bad input with a 4xx JSON error`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fuzzRequests(route, context), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map(send))
          batch.forEach((request, i) => check(request, answers[i] as Answer))
        }),
        { numRuns: BATCHES_PER_ROUTE },
      )
    })
  }

  it('every date field of every route answers an impossible date with a 400 naming the field', async () => {
    const requests = impossibleDateRequests(context)
    expect(new Set(requests.map((request) => `${request.target}.${request.field}`)).size).toBeGreaterThanOrEqual(5)
    for (const request of requests) {
      const answer = await send(request)
      check(request, answer)
      const fields = ErrorBodySchema.parse(JSON.parse(answer.text)).fields ?? {}
      expect(Object.keys(fields), `${describeRequest(request)}\n  answered ${answer.text}`).toContain(request.field)
    }
  })

  it('sent at least 1,000 requests and left the table exactly as it was', async () => {
    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
    console.log(
      `fuzz: ${tally.sent} requests over ${routeList.length} routes — ${tally.refusedAsExpected} refused with the expected status, ` +
        `${tally.validAnswered2xx} valid reads answered 2xx, ${tally.validAnswered4xx} valid requests answered 4xx (unknown ids) — statuses ${statuses.join(' ')}`,
    )
    expect(tally.sent).toBeGreaterThanOrEqual(1_000)
    const after = await fingerprintTable(stack.dynamo, env.TABLE_NAME)
    const diff = tableDiff(before, after)
    // The tracking page counts a client's lookups before it looks (a per-minute window, gone by TTL):
    // a well-formed link nobody was given is counted, and changes nothing else.
    const windows = diff.added.filter((key) => LOOKUP_WINDOW.test(key))
    expect({ ...diff, added: diff.added.filter((key) => !windows.includes(key)) }).toEqual({ added: [], removed: [], changed: [] })
    expect(after.count - windows.length).toBe(before.count)
  })
})
