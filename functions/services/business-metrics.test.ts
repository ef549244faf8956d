import { randomUUID } from 'node:crypto'
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RouteId } from '../../shared/api/routes'
import { BadRequestError, ForbiddenError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'
import { captureLogs } from '../lib/logger'
import { METRIC_NAMESPACE, METRICS, metricService } from '../lib/metric-names'
import { captureMetrics } from '../lib/metrics'
import { awsError, type FakeAws } from '../lib/testing/fake-aws'
import { createFakeWorld, LISTED_RECIPIENT, WORLD_PASSWORD as PASSWORD, type FakeWorld, type WorldRequest } from '../lib/testing/fake-world'
import { useTestIssuer } from '../lib/testing/handler-tests'
import { transferInput } from '../transfers/testing/transfer-rules'
import { countingSignInFailures } from './business-metrics'

/**
 * The business metrics, through the real route handlers on the seeded in-memory AWS
 * (lib/testing/fake-world): each event publishes its metric once, in the request's one flush, only
 * after its write succeeded, in namespace Remit with the stage's `service` dimension.
 */

const CLIENT_ID = 'metrics-client'

const issuer = useTestIssuer(CLIENT_ID)
let world: FakeWorld
let aws: FakeAws
/** Every flush of the current test, as its EMF object. */
const flushes: EmfOutput[] = []
const restore: (() => void)[] = []

/** Runs route `id` as `request.as` says; answers its status and its body parsed. */
async function invoke(id: RouteId, request: WorldRequest): Promise<{ status: number; body: unknown }> {
  const answer = await world.invoke(id, request)
  return { status: answer.status, body: answer.body === '' ? undefined : (JSON.parse(answer.body) as unknown) }
}

/** Runs a route that must succeed (setting up what a test needs) and answers its body; its flush is not the test's. */
async function made(id: RouteId, request: WorldRequest): Promise<{ id: string; version: number }> {
  const answer = await invoke(id, request)
  if (answer.status >= 300) throw new Error(`setting up: ${id} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  flushes.length = 0
  return answer.body as { id: string; version: number }
}

async function createBody(extra: Record<string, unknown> = {}) {
  const body = transferInput()
  // Asked for signed in, as the wizard does: a payment is made only at its payer's own quote.
  const quote = await made('createMyQuote', {
    as: 'user',
    body: { countryId: body.countryId, amount: body.inputValue, payoutCurrency: body.payoutCurrency, paymentType: body.paymentType },
  })
  return { ...body, quoteId: (quote as unknown as { quoteId: string }).quoteId, ...extra }
}

const createRequest = async (extra: Record<string, unknown> = {}): Promise<WorldRequest> => ({
  as: 'user',
  body: await createBody(extra),
  headers: { 'idempotency-key': randomUUID() },
})

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

/** Runs route `id`, which must answer `status`, and answers what its one flush published. */
async function publishedBy(id: RouteId, request: WorldRequest, status = 200): Promise<Record<string, unknown>> {
  expect((await invoke(id, request)).status).toBe(status)
  return published()
}

/** Runs route `id`, which must answer `status`, and checks that it published nothing. */
async function expectNothingPublishedBy(id: RouteId, request: WorldRequest, status = 200): Promise<void> {
  expect((await invoke(id, request)).status).toBe(status)
  expect(flushes).toEqual([])
}

beforeAll(async () => {
  restore.push(captureLogs(() => undefined))
  restore.push(captureMetrics((emf) => flushes.push(emf)))
  world = await createFakeWorld(issuer, [
    'createMyQuote',
    'createTransfer',
    'updateTransfer',
    'cancelTransfer',
    'rejectTransfer',
    'createClaim',
    'resolveClaim',
    'logIn',
  ])
  aws = world.aws
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
    const answer = await invoke('createTransfer', await createRequest(LISTED_RECIPIENT))
    expect(answer.body).toMatchObject({ status: 'ON_HOLD' })
    expect(published()).toMatchObject({ [METRICS.transfersCreated]: 1, [METRICS.transfersHeld]: 1 })
  })

  it('a replay of a create counts nothing: it made nothing', async () => {
    const request = await createRequest()
    await made('createTransfer', request)
    await expectNothingPublishedBy('createTransfer', request, 201)
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
    const request: WorldRequest = { as: 'admin', params: { id: transfer.id }, body: { status: 'PAID', version: transfer.version } }
    expect(await publishedBy('updateTransfer', request)).toEqual({ [METRICS.transfersPaidOut]: 1 })
  })

  it('an edit that does not move the status counts nothing', async () => {
    const transfer = await made('createTransfer', await createRequest())
    await expectNothingPublishedBy('updateTransfer', {
      as: 'admin',
      params: { id: transfer.id },
      body: { note: 'Called the recipient', version: transfer.version },
    })
  })

  it('a recipient corrected to a listed name counts a hold', async () => {
    const transfer = await made('createTransfer', await createRequest())
    const answer = await invoke('updateTransfer', {
      as: 'admin',
      params: { id: transfer.id },
      body: { ...LISTED_RECIPIENT, reason: 'The sender called with the full name', version: transfer.version },
    })
    expect(answer.body).toMatchObject({ status: 'ON_HOLD' })
    expect(published()).toEqual({ [METRICS.transfersHeld]: 1 })
  })

  it('a sender cancelling counts a cancellation, once: cancelling again changes nothing', async () => {
    const transfer = await made('createTransfer', await createRequest())
    const cancel: WorldRequest = { as: 'user', params: { id: transfer.id }, body: {} }
    expect(await publishedBy('cancelTransfer', cancel)).toEqual({ [METRICS.transfersCancelled]: 1 })
    flushes.length = 0
    await expectNothingPublishedBy('cancelTransfer', cancel)
  })

  it('staff rejecting a held transfer count a cancellation', async () => {
    const held = await made('createTransfer', await createRequest(LISTED_RECIPIENT))
    const request: WorldRequest = { as: 'admin', params: { id: held.id }, body: { reason: 'The listed person, confirmed' } }
    expect(await publishedBy('rejectTransfer', request)).toEqual({ [METRICS.transfersCancelled]: 1 })
  })

  it("a claim's refund on a transfer not yet paid out counts a cancellation", async () => {
    const transfer = await made('createTransfer', await createRequest())
    const claim = await made('createClaim', {
      as: 'user',
      params: { id: transfer.id },
      body: { type: 'not-received', description: 'My mother has not received it yet.' },
    })
    const resolve: WorldRequest = {
      as: 'admin',
      params: { id: transfer.id, claimId: claim.id },
      body: { outcome: 'refund', message: 'We refunded you in full.' },
    }
    expect(await publishedBy('resolveClaim', resolve)).toEqual({ [METRICS.transfersCancelled]: 1 })
  })
})

describe('sign-in failures', () => {
  it('a wrong password counts one failure; the right one none', async () => {
    expect(await publishedBy('logIn', { as: 'none', body: { email: world.user.email, password: 'Wr0ng-Passw0rd!' } }, 401)).toEqual({
      [METRICS.signInFailures]: 1,
    })
    flushes.length = 0
    await expectNothingPublishedBy('logIn', { as: 'none', body: { email: world.user.email, password: PASSWORD } })
  })

  it('an address with no account counts a failure', async () => {
    expect(await publishedBy('logIn', { as: 'none', body: { email: 'nobody@example.com', password: PASSWORD } }, 401)).toEqual({
      [METRICS.signInFailures]: 1,
    })
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
