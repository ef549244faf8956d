import { afterAll, beforeAll } from 'vitest'
import { buildPath } from '../../../shared/api/path-template'
import { handlerModulePath } from '../../../shared/api/route-definition'
import { routes, type RouteId } from '../../../shared/api/routes'
import { DESTINATIONS } from '../../../shared/countries/destinations'
import type { User } from '../../../shared/users/user'
import { createAccount } from '../../services/accounts'
import { countryItem } from '../../model/country-items'
import { keyOf } from '../../model/table-keys'
import { captureLogs } from '../logger'
import type { RouteHandler } from '../route'
import { createTestEvent } from './api-event'
import { testAccessItem } from './api-sessions'
import { createFakeAws, type FakeAws } from './fake-aws'
import { useTestIssuer } from './handler-tests'
import type { TestIssuer } from './tokens'

/**
 * The seeded world the tests that run real route handlers on the in-memory AWS (./fake-aws) start
 * from: Somalia as a destination, a sanctions list of one entry, a super admin with two-factor
 * sign-in on, a verified customer and an unverified one, all made by the real services.
 */

/** The password every account of the world signs in with. */
export const WORLD_PASSWORD = 'Str0ng-Passw0rd!'

/** The one entry of the seeded sanctions list: creates are screened, and a transfer to it is held. */
const LISTED = { uid: '1', name: 'DHUUBOW, Xasan Qorane', type: 'individual', programs: 'SOMALIA', aliases: [] }

/** A recipient's name that is the listed one: a transfer to it is held for review. */
export const LISTED_RECIPIENT = { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow' }

export interface WorldRequest {
  /** Who calls: nobody, the customer or the admin (the API access token of a session of theirs). */
  as: 'none' | 'user' | 'admin'
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  /** When the request is received (the handlers' clock, in ms); now by default. */
  at?: number
}

interface WorldAnswer {
  status: number
  headers: Record<string, unknown>
  /** The raw body ('' when there is none). */
  body: string
}

export interface FakeWorld {
  aws: FakeAws
  /** A super admin (Root), two-factor sign-in on: staff routes need it. */
  admin: User
  /** A verified customer (Amina). */
  user: User
  /** An unverified customer (Ayaan). */
  other: User
  /** Runs the handler of route `id` on an API Gateway event built from `request`. */
  invoke(id: RouteId, request: WorldRequest): Promise<WorldAnswer>
}

const profile = (firstName: string, email: string, flags: Pick<User, 'isAdmin' | 'superAdmin' | 'verified'>) => ({
  firstName,
  lastName: 'Test',
  email,
  phoneNumber: '6125550142',
  dateOfBirth: '1990-04-12',
  placeOfBirth: 'Mogadishu',
  address: { street: 'Cedar Avenue', buildingNumber: '12B', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
  ...flags,
})

async function loadHandlers(ids: readonly RouteId[]): Promise<Map<RouteId, RouteHandler>> {
  const handlers = new Map<RouteId, RouteHandler>()
  for (const id of ids) {
    const module: unknown = await import(new URL(`../../../${handlerModulePath(routes[id])}.ts`, import.meta.url).href)
    const handler = typeof module === 'object' && module !== null && 'handler' in module ? module.handler : undefined
    if (typeof handler !== 'function') throw new Error(`${handlerModulePath(routes[id])} has no handler`)
    handlers.set(id, handler as RouteHandler)
  }
  return handlers
}

/**
 * Mocks the AWS clients with a fresh in-memory AWS whose Cognito signs tokens with `issuer`, loads
 * the handlers of `ids` and seeds the world. Call from `beforeAll`, and `aws.restoreClients()` after.
 */
export async function createFakeWorld(issuer: TestIssuer, ids: readonly RouteId[]): Promise<FakeWorld> {
  const aws = createFakeAws({ signAccessToken: (sub) => issuer.sign({ sub }) })
  const handlers = await loadHandlers(ids)

  const so = DESTINATIONS.find((country) => country.id === 'so')
  if (!so) throw new Error('Somalia is not a destination')
  aws.putItem(countryItem(so))
  // Written as the store's writeList leaves it: the fake has no BatchWriteItem, which writeList uses.
  const version = 'world'
  aws.putItem({ ...keyOf('sanctionsList', {}), version, entries: 1, chunks: 1, loadedAt: new Date().toISOString(), source: 'test' })
  aws.putItem({ ...keyOf('sanctionsChunk', { version, index: '00000' }), entries: JSON.stringify([LISTED]) })

  const now = new Date()
  const admin = await createAccount(profile('Root', 'root@example.com', { isAdmin: true, superAdmin: true, verified: true }), WORLD_PASSWORD, now)
  // What the two-factor service writes once enrolment is confirmed: the profile says on. Cognito is
  // left without a factor, so the admin's sign-ins stay one step (none is under test).
  const adminKey = keyOf('profile', { sub: admin.id })
  const adminItem = aws.item(adminKey.pk, adminKey.sk)
  if (!adminItem) throw new Error('The root admin has no profile')
  aws.putItem({ ...adminItem, twoFactorEnabled: true, updatedAt: now.toISOString() })
  const user = await createAccount(profile('Amina', 'amina@example.com', { isAdmin: false, superAdmin: false, verified: true }), WORLD_PASSWORD, now)
  const other = await createAccount(
    profile('Ayaan', 'ayaan@example.com', { isAdmin: false, superAdmin: false, verified: false }),
    WORLD_PASSWORD,
    now,
  )

  // Each caller's API session (its access token's item), its Cognito token one the fake Cognito reads
  // the subject of. Signed in "tomorrow": as when every call signed in afresh, no cut-off a fixture
  // makes (enrolling two-factor ends every session) ends the world's callers, and calls write nothing.
  const bearers = new Map<string, string>()
  const tomorrow = Math.floor(now.getTime() / 1000) + 86_400
  for (const account of [admin, user, other]) {
    const { token, item } = testAccessItem(account.id, {
      cognitoAccessToken: issuer.sign({ sub: account.id }),
      startedAt: tomorrow,
      expiresAt: tomorrow,
    })
    aws.putItem(item)
    bearers.set(account.id, token)
  }

  async function invoke(id: RouteId, request: WorldRequest): Promise<WorldAnswer> {
    const route = routes[id]
    const handler = handlers.get(id)
    if (!handler) throw new Error(`no handler loaded for ${id}`)
    const actor = request.as === 'user' ? user : request.as === 'admin' ? admin : undefined
    const headers: Record<string, string> = {
      ...request.headers,
      ...(actor ? { authorization: `Bearer ${bearers.get(actor.id) ?? ''}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    }
    const result = await handler(
      createTestEvent({
        method: route.method,
        path: buildPath(route.path, request.params ?? {}),
        headers,
        ...(request.params ? { pathParameters: request.params } : {}),
        ...(request.query ? { query: request.query } : {}),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...(request.at === undefined ? {} : { timeEpoch: request.at }),
      }),
    )
    return { status: result.statusCode ?? 500, headers: result.headers ?? {}, body: typeof result.body === 'string' ? result.body : '' }
  }

  return { aws, admin, user, other, invoke }
}

/**
 * The file's world with the handlers of `ids`, its tokens signed by a test issuer of its own: made in
 * a `beforeAll` with the logs silenced, its clients and the logs put back in an `afterAll`. Read it
 * from hooks and tests.
 */
export function fileFakeWorld(ids: readonly RouteId[]): FakeWorld {
  const issuer = useTestIssuer()
  let made: FakeWorld | undefined
  let restoreLogs: (() => void) | undefined
  beforeAll(async () => {
    restoreLogs = captureLogs(() => undefined)
    made = await createFakeWorld(issuer, ids)
  })
  afterAll(() => {
    made?.aws.restoreClients()
    restoreLogs?.()
  })
  const world = (): FakeWorld => {
    if (!made) throw new Error("The file's world is made in its beforeAll: read it in a test or a later hook")
    return made
  }
  return {
    get aws() {
      return world().aws
    },
    get admin() {
      return world().admin
    },
    get user() {
      return world().user
    },
    get other() {
      return world().other
    },
    invoke: (id, request) => world().invoke(id, request),
  }
}
