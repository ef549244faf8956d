import { randomUUID } from 'node:crypto'
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildPath } from '../../shared/api/path-template'
import { handlerModulePath } from '../../shared/api/route-definition'
import { routes, type RouteId } from '../../shared/api/routes'
import { DESTINATIONS } from '../../shared/countries/destinations'
import type { User } from '../../shared/users/user'
import { BadRequestError, ForbiddenError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'
import { captureLogs } from '../lib/logger'
import { METRIC_NAMESPACE, METRICS, metricService } from '../lib/metric-names'
import { captureMetrics } from '../lib/metrics'
import type { RouteHandler } from '../lib/route'
import { createTestEvent } from '../lib/testing/api-event'
import { awsError, createFakeAws, type FakeAws } from '../lib/testing/fake-aws'
import { useTestIssuer } from '../lib/testing/handler-tests'
import { countryItem } from '../store/country-items'
import { keyOf } from '../store/table-keys'
import { transferInput } from '../transfers/testing/transfer-rules'
import { createAccount } from './accounts'
import { countingSignInFailures } from './business-metrics'

/**
 * Issue 20's business metrics, through the real route handlers on an in-memory AWS
 * (lib/testing/fake-aws): each event publishes its metric once, in the request's one flush, only
 * after its write succeeded, in namespace Remit with the stage's `service` dimension.
 */

const CLIENT_ID = 'metrics-client'
const PASSWORD = 'Str0ng-Passw0rd!'
const LISTED = { uid: '1', name: 'DHUUBOW, Xasan Qorane', type: 'individual', programs: 'SOMALIA', aliases: [] }

const issuer = useTestIssuer(CLIENT_ID)
let aws: FakeAws
let user: User
let admin: User
const handlers = new Map<RouteId, RouteHandler>()
/** Every flush of the current test, as its EMF object. */
const flushes: EmfOutput[] = []
const restore: (() => void)[] = []

interface Request {
  as: 'none' | 'user' | 'admin'
  params?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
}

async function invoke(id: RouteId, request: Request): Promise<{ status: number; body: unknown }> {
  const route = routes[id]
  const handler = handlers.get(id)
  if (!handler) throw new Error(`no handler for ${id}`)
  const actor = request.as === 'user' ? user : request.as === 'admin' ? admin : undefined
  const headers: Record<string, string> = {
    ...request.headers,
    ...(actor ? { authorization: `Bearer ${issuer.sign({ sub: actor.id })}` } : {}),
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  }
  const result = await handler(
    createTestEvent({
      method: route.method,
      path: buildPath(route.path, request.params ?? {}),
      headers,
      ...(request.params ? { pathParameters: request.params } : {}),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }),
  )
  return { status: result.statusCode ?? 500, body: typeof result.body === 'string' && result.body !== '' ? JSON.parse(result.body) : undefined }
}

/** Runs a route that must succeed (setting up what a test needs) and answers its body; its flush is not the test's. */
async function made(id: RouteId, request: Request): Promise<{ id: string; version: number }> {
  const answer = await invoke(id, request)
  if (answer.status >= 300) throw new Error(`setting up: ${id} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  flushes.length = 0
  return answer.body as { id: string; version: number }
}

async function createBody(extra: Record<string, unknown> = {}) {
  const body = transferInput()
  const quote = await made('createQuote', {
    as: 'none',
    body: { countryId: body.countryId, amount: body.inputValue, payoutCurrency: body.payoutCurrency, paymentType: body.paymentType },
  })
  return { ...body, quoteId: (quote as unknown as { quoteId: string }).quoteId, ...extra }
}

const createRequest = async (extra: Record<string, unknown> = {}): Promise<Request> => ({
  as: 'user',
  body: await createBody(extra),
  headers: { 'idempotency-key': randomUUID() },
})
const HELD_NAME = { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow' }

/** The one flush of the request just made: metric name → value, after checking its namespace and dimension. */
function published(): Record<string, unknown> {
  expect(flushes).toHaveLength(1)
  const [emf] = flushes
  const directive = emf?._aws.CloudWatchMetrics[0]
  expect(directive?.Namespace).toBe(METRIC_NAMESPACE)
  expect(directive?.Dimensions).toEqual([['service']])
  expect(emf?.service).toBe(metricService('test'))
  const names = directive?.Metrics.map((metric) => metric.Name) ?? []
  return Object.fromEntries(names.map((name) => [name, emf?.[name]]))
}

beforeAll(async () => {
  restore.push(captureLogs(() => undefined))
  restore.push(captureMetrics((emf) => flushes.push(emf)))
  aws = createFakeAws({ signAccessToken: (sub) => issuer.sign({ sub }) })
  const ids: RouteId[] = [
    'createQuote',
    'createTransfer',
    'updateTransfer',
    'cancelTransfer',
    'rejectTransfer',
    'createClaim',
    'resolveClaim',
    'logIn',
  ]
  for (const id of ids) {
    const module: unknown = await import(new URL(`../../${handlerModulePath(routes[id])}.ts`, import.meta.url).href)
    const handler = typeof module === 'object' && module !== null && 'handler' in module ? module.handler : undefined
    if (typeof handler !== 'function') throw new Error(`${id} has no handler`)
    handlers.set(id, handler as RouteHandler)
  }
  const so = DESTINATIONS.find((country) => country.id === 'so')
  if (!so) throw new Error('Somalia is not a destination')
  aws.putItem(countryItem(so))
  aws.putItem({ pk: 'SANCTIONS', sk: 'CURRENT', version: 'metrics', entries: 1, chunks: 1, loadedAt: new Date().toISOString(), source: 'test' })
  aws.putItem({ pk: 'SANCTIONS#metrics', sk: 'CHUNK#00000', entries: JSON.stringify([LISTED]) })
  const profile = (first: string, email: string, flags: Pick<User, 'isAdmin' | 'superAdmin' | 'verified'>) => ({
    firstName: first,
    lastName: 'Test',
    email,
    phoneNumber: '6125550142',
    dateOfBirth: '1990-04-12',
    placeOfBirth: 'Mogadishu',
    address: { street: 'Cedar Avenue', buildingNumber: '12B', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
    ...flags,
  })
  const now = new Date()
  admin = await createAccount(profile('Root', 'root@example.com', { isAdmin: true, superAdmin: true, verified: true }), PASSWORD, now)
  user = await createAccount(profile('Amina', 'amina@example.com', { isAdmin: false, superAdmin: false, verified: true }), PASSWORD, now)
  // Staff powers need two-factor sign-in (issue 20): the admin has it on.
  const adminKey = keyOf('profile', { sub: admin.id })
  aws.putItem({ ...aws.item(adminKey.pk, adminKey.sk), twoFactorEnabled: true })
})
beforeEach(() => {
  flushes.length = 0
})
afterAll(() => {
  for (const undo of restore) undo()
  aws.restoreClients()
})

describe('transfer metrics', () => {
  it('a create counts one transfer and adds its amount in cents to the money sent', async () => {
    const request = await createRequest()
    const answer = await invoke('createTransfer', request)
    expect(answer.status).toBe(201)
    const { inputValue } = answer.body as { inputValue: number }
    expect(published()).toEqual({ [METRICS.transfersCreated]: 1, [METRICS.moneyVolumeUsdCents]: Math.round(inputValue * 100) })
  })

  it('a create held for sanctions review counts a hold too', async () => {
    const answer = await invoke('createTransfer', await createRequest(HELD_NAME))
    expect(answer.body).toMatchObject({ status: 'ON_HOLD' })
    expect(published()).toMatchObject({ [METRICS.transfersCreated]: 1, [METRICS.transfersHeld]: 1 })
  })

  it('a replay of a create counts nothing: it made nothing', async () => {
    const request = await createRequest()
    await made('createTransfer', request)
    expect((await invoke('createTransfer', request)).status).toBe(201)
    expect(flushes).toEqual([])
  })

  it('a create whose write failed counts nothing', async () => {
    const request = await createRequest()
    aws.arm()
    const saved = aws.snapshot()
    await made('createTransfer', { ...request, headers: { 'idempotency-key': randomUUID() } })
    const write = aws.calls().findIndex((call) => call.command === 'TransactWriteCommand')
    aws.restore(saved)
    aws.arm({ at: write, fault: { id: 'DynamoDB 500', service: 'dynamodb', make: () => awsError('InternalServerError', 500) } })
    expect((await invoke('createTransfer', request)).status).toBe(503)
    aws.arm()
    expect(flushes).toEqual([])
  })

  it('staff paying a transfer out count a payout', async () => {
    const transfer = await made('createTransfer', await createRequest())
    const answer = await invoke('updateTransfer', { as: 'admin', params: { id: transfer.id }, body: { status: 'PAID', version: transfer.version } })
    expect(answer.status).toBe(200)
    expect(published()).toEqual({ [METRICS.transfersPaidOut]: 1 })
  })

  it('an edit that does not move the status counts nothing', async () => {
    const transfer = await made('createTransfer', await createRequest())
    const answer = await invoke('updateTransfer', {
      as: 'admin',
      params: { id: transfer.id },
      body: { note: 'Called the recipient', version: transfer.version },
    })
    expect(answer.status).toBe(200)
    expect(flushes).toEqual([])
  })

  it('a recipient renamed to a listed name counts a hold', async () => {
    const transfer = await made('createTransfer', await createRequest())
    const answer = await invoke('updateTransfer', { as: 'user', params: { id: transfer.id }, body: { ...HELD_NAME, version: transfer.version } })
    expect(answer.body).toMatchObject({ status: 'ON_HOLD' })
    expect(published()).toEqual({ [METRICS.transfersHeld]: 1 })
  })

  it('a sender cancelling counts a cancellation, once: cancelling again changes nothing', async () => {
    const transfer = await made('createTransfer', await createRequest())
    expect((await invoke('cancelTransfer', { as: 'user', params: { id: transfer.id }, body: {} })).status).toBe(200)
    expect(published()).toEqual({ [METRICS.transfersCancelled]: 1 })
    flushes.length = 0
    expect((await invoke('cancelTransfer', { as: 'user', params: { id: transfer.id }, body: {} })).status).toBe(200)
    expect(flushes).toEqual([])
  })

  it('staff rejecting a held transfer count a cancellation', async () => {
    const held = await made('createTransfer', await createRequest(HELD_NAME))
    const answer = await invoke('rejectTransfer', { as: 'admin', params: { id: held.id }, body: { reason: 'The listed person, confirmed' } })
    expect(answer.status).toBe(200)
    expect(published()).toEqual({ [METRICS.transfersCancelled]: 1 })
  })

  it("a claim's refund on a transfer not yet paid out counts a cancellation", async () => {
    const transfer = await made('createTransfer', await createRequest())
    const claim = await made('createClaim', {
      as: 'user',
      params: { id: transfer.id },
      body: { type: 'not-received', description: 'My mother has not received it yet.' },
    })
    const answer = await invoke('resolveClaim', {
      as: 'admin',
      params: { id: transfer.id, claimId: claim.id },
      body: { outcome: 'refund', message: 'We refunded you in full.' },
    })
    expect(answer.status).toBe(200)
    expect(published()).toEqual({ [METRICS.transfersCancelled]: 1 })
  })
})

describe('sign-in failures', () => {
  it('a wrong password counts one failure; the right one none', async () => {
    expect((await invoke('logIn', { as: 'none', body: { email: user.email, password: 'Wr0ng-Passw0rd!' } })).status).toBe(401)
    expect(published()).toEqual({ [METRICS.signInFailures]: 1 })
    flushes.length = 0
    expect((await invoke('logIn', { as: 'none', body: { email: user.email, password: PASSWORD } })).status).toBe(200)
    expect(flushes).toEqual([])
  })

  it('an address with no account counts a failure', async () => {
    expect((await invoke('logIn', { as: 'none', body: { email: 'nobody@example.com', password: PASSWORD } })).status).toBe(401)
    expect(published()).toEqual({ [METRICS.signInFailures]: 1 })
  })

  it.each([
    ['a locked-out attempt', 1, new TooManyRequestsError('Too many failed sign-in attempts')],
    ['a wrong code', 1, new BadRequestError('That code is not right')],
    ['a wrong password', 1, new UnauthorizedError()],
    ['a right password whose address waits for its e-mail code', 0, new ForbiddenError('Confirm your e-mail address')],
    ['a busy service', 0, new ServiceUnavailableError()],
    ['a fault', 0, new Error('boom')],
  ])('%s counts %i failure(s)', async (_case, count, error) => {
    await expect(countingSignInFailures(Promise.reject(error))).rejects.toBe(error)
    // Not flushed by a route here: publish what the helper added, through the wrapper's own flush.
    const { publishMetrics } = await import('../lib/metrics')
    publishMetrics()
    expect(flushes.flatMap((emf) => emf._aws.CloudWatchMetrics[0]?.Metrics.map((metric) => metric.Name) ?? [])).toEqual(
      count === 1 ? [METRICS.signInFailures] : [],
    )
  })
})
