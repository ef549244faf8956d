import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import type { UpdateUser } from '../../shared/users/update-user-schema'
import { UserSchema, UsersPageSchema, type Session, type User } from '../../shared/users/user'
import { VERIFICATION_MESSAGES } from '../../shared/users/verification'
import { createAccountsApi, errorOf, SEEDED_ADMIN, type ApiResponse, type Flags, type TestAccount } from './testing/accounts-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * Every user endpoint that takes a token × every kind of caller × every kind of target, against the
 * local stack. The expected answers are written out by hand from spec 6 as amended (not computed with
 * shared/auth/permissions.ts), so a wrong rule there, or a handler that forgets a rule, fails here.
 */

const api = createAccountsApi(testStack().baseUrl)

type ActorKind = 'anonymous' | 'plainUser' | 'otherUser' | 'unverifiedAdmin' | 'verifiedAdmin' | 'superAdmin'
type SignedInKind = Exclude<ActorKind, 'anonymous'>
type TargetKind = 'self' | 'plain' | 'admin' | 'super'
type OtherKind = Exclude<TargetKind, 'self'>

const ACTOR_FLAGS: Record<SignedInKind, Flags> = {
  plainUser: { isAdmin: false, superAdmin: false, verified: false },
  // Another plain user, verified: being verified alone gives no power over others.
  otherUser: { isAdmin: false, superAdmin: false, verified: true },
  unverifiedAdmin: { isAdmin: true, superAdmin: false, verified: false },
  verifiedAdmin: { isAdmin: true, superAdmin: false, verified: true },
  superAdmin: { isAdmin: true, superAdmin: true, verified: true },
}
const TARGET_FLAGS: Record<OtherKind, Flags> = {
  plain: { isAdmin: false, superAdmin: false, verified: false },
  admin: { isAdmin: true, superAdmin: false, verified: true },
  super: { isAdmin: true, superAdmin: true, verified: true },
}

interface Expected {
  status: number
  error?: string
}
const E = {
  ok: { status: 200 },
  deleted: { status: 204 },
  anon: { status: 401, error: 'Authentication required' },
  hidden: { status: 404, error: 'User profile not found' },
  denied: { status: 403, error: 'Permission Denied' },
  adminOnly: { status: 403, error: 'Only admins can modify admin status' },
  superOnly: { status: 403, error: 'Only super admins can modify super admin status' },
  selfDelete: { status: 403, error: 'Need admin, super admin, and verified status to delete your account' },
  cannotDelete: { status: 403, error: 'Cannot delete this user' },
  verifySelf: { status: 403, error: 'Your account is verified by our team, not by you' },
  verifyStaff: { status: 403, error: 'Only a verified admin can change verification status' },
  superRecord: { status: 403, error: "Only a verified super admin can change a super admin's account" },
  // Those who may verify are sent to the review (POST /api/user/{id}/verification): the flag is not a switch any more.
  useReview: { status: 400, error: VERIFICATION_MESSAGES.useReview },
} as const satisfies Record<string, Expected>
type Code = keyof typeof E

type UntargetedOp = 'getMe' | 'listUsers'
type TargetedOp = 'getUser' | 'editProfile' | 'toggleVerified' | 'toggleAdmin' | 'toggleSuperAdmin' | 'deleteUser'
type Op = UntargetedOp | TargetedOp

const UNTARGETED: Record<UntargetedOp, Record<ActorKind, Code>> = {
  //          anonymous  plainUser   otherUser   unverifiedAdmin  verifiedAdmin  superAdmin
  getMe: { anonymous: 'anon', plainUser: 'ok', otherUser: 'ok', unverifiedAdmin: 'ok', verifiedAdmin: 'ok', superAdmin: 'ok' },
  listUsers: { anonymous: 'anon', plainUser: 'denied', otherUser: 'denied', unverifiedAdmin: 'ok', verifiedAdmin: 'ok', superAdmin: 'ok' },
}

/** Columns: [self, a plain other user, an other admin, an other super admin]; anonymous has no self. */
type Row = readonly [self: Code | null, plain: Code, admin: Code, superAdmin: Code]
const TARGETED: Record<TargetedOp, Record<ActorKind, Row>> = {
  getUser: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['ok', 'hidden', 'hidden', 'hidden'],
    otherUser: ['ok', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['ok', 'ok', 'ok', 'ok'],
    verifiedAdmin: ['ok', 'ok', 'ok', 'ok'],
    superAdmin: ['ok', 'ok', 'ok', 'ok'],
  },
  editProfile: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['ok', 'hidden', 'hidden', 'hidden'],
    otherUser: ['ok', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['ok', 'denied', 'denied', 'denied'],
    // An admin changed a super admin's e-mail and took the account.
    verifiedAdmin: ['ok', 'ok', 'ok', 'superRecord'],
    superAdmin: ['ok', 'ok', 'ok', 'ok'],
  },
  // Spec 6 says "Verified toggle: same as edit": then anyone could verify themselves, and an admin
  // un-verify a super admin. Only verified staff, never on themselves, and only at a review.
  toggleVerified: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['verifySelf', 'hidden', 'hidden', 'hidden'],
    otherUser: ['verifySelf', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['verifySelf', 'verifyStaff', 'verifyStaff', 'verifyStaff'],
    verifiedAdmin: ['verifySelf', 'useReview', 'useReview', 'superRecord'],
    superAdmin: ['verifySelf', 'useReview', 'useReview', 'useReview'],
  },
  toggleAdmin: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['adminOnly', 'hidden', 'hidden', 'hidden'],
    otherUser: ['adminOnly', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['adminOnly', 'adminOnly', 'adminOnly', 'adminOnly'],
    verifiedAdmin: ['adminOnly', 'ok', 'ok', 'superRecord'],
    superAdmin: ['adminOnly', 'ok', 'ok', 'ok'],
  },
  toggleSuperAdmin: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['superOnly', 'hidden', 'hidden', 'hidden'],
    otherUser: ['superOnly', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['superOnly', 'superOnly', 'superOnly', 'superOnly'],
    verifiedAdmin: ['superOnly', 'superOnly', 'superOnly', 'superOnly'],
    superAdmin: ['superOnly', 'ok', 'ok', 'ok'],
  },
  deleteUser: {
    anonymous: [null, 'anon', 'anon', 'anon'],
    plainUser: ['selfDelete', 'hidden', 'hidden', 'hidden'],
    otherUser: ['selfDelete', 'hidden', 'hidden', 'hidden'],
    unverifiedAdmin: ['selfDelete', 'cannotDelete', 'cannotDelete', 'cannotDelete'],
    verifiedAdmin: ['selfDelete', 'deleted', 'deleted', 'cannotDelete'],
    superAdmin: ['deleted', 'deleted', 'deleted', 'deleted'],
  },
}

const ACTORS: ActorKind[] = ['anonymous', 'plainUser', 'otherUser', 'unverifiedAdmin', 'verifiedAdmin', 'superAdmin']
const TARGETS: TargetKind[] = ['self', 'plain', 'admin', 'super']

interface Case {
  name: string
  op: Op
  actor: ActorKind
  target?: TargetKind
  expected: Expected
}

function buildCases(): Case[] {
  const cases: Case[] = []
  for (const op of ['getMe', 'listUsers'] as const) {
    for (const actor of ACTORS) cases.push({ name: `${op} by ${actor}`, op, actor, expected: E[UNTARGETED[op][actor]] })
  }
  for (const op of ['getUser', 'editProfile', 'toggleVerified', 'toggleAdmin', 'toggleSuperAdmin', 'deleteUser'] as const) {
    for (const actor of ACTORS) {
      TARGETS.forEach((target, column) => {
        const code = TARGETED[op][actor][column]
        if (code) cases.push({ name: `${op} by ${actor} on ${target}`, op, actor, target, expected: E[code] })
      })
    }
  }
  return cases
}
const CASES = buildCases()

let root: Session
const actors = {} as Record<SignedInKind, TestAccount>
const targets = {} as Record<OtherKind, TestAccount>
let fresh = 0

beforeAll(async () => {
  root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  for (const kind of Object.keys(ACTOR_FLAGS) as SignedInKind[]) {
    actors[kind] = await api.createAccount(`matrix-${kind}`, root.token, ACTOR_FLAGS[kind])
  }
  for (const kind of Object.keys(TARGET_FLAGS) as OtherKind[]) {
    targets[kind] = await api.createAccount(`matrix-target-${kind}`, root.token, TARGET_FLAGS[kind])
  }
})

const flagsOf = (user: User): Flags => ({ isAdmin: user.isAdmin, superAdmin: user.superAdmin, verified: user.verified })

/** The user as the seeded super admin sees it (undefined once deleted). */
async function readAsRoot(id: string): Promise<User | undefined> {
  const response = await api.getUser(root.token, id)
  if (response.status === 404) return undefined
  expect(response.status).toBe(200)
  return UserSchema.parse(response.body)
}

function expectAnswer(response: ApiResponse, expected: Expected): void {
  if (expected.error === undefined) {
    expect(response.status, JSON.stringify(response.body)).toBe(expected.status)
  } else {
    expect({ status: response.status, error: errorOf(response).error }).toEqual(expected)
  }
}

const tokenOf = (actor: ActorKind): string | undefined => (actor === 'anonymous' ? undefined : actors[actor].session.token)

/** The shared account a case addresses (the actor itself for `self`). */
function sharedTarget(actor: ActorKind, target: TargetKind): { account: TestAccount; baseline: Flags } {
  if (target === 'self') {
    if (actor === 'anonymous') throw new Error('Anonymous has no self')
    return { account: actors[actor], baseline: ACTOR_FLAGS[actor] }
  }
  return { account: targets[target], baseline: TARGET_FLAGS[target] }
}

function changeFor(op: TargetedOp, before: User): UpdateUser {
  switch (op) {
    case 'editProfile':
      return { firstName: `Edited ${String(++fresh)}` }
    case 'toggleVerified':
      return { verified: !before.verified }
    case 'toggleAdmin':
      return { isAdmin: !before.isAdmin }
    case 'toggleSuperAdmin':
      return { superAdmin: !before.superAdmin }
    default:
      throw new Error(`${op} is not an update`)
  }
}

async function runUntargeted(c: Case): Promise<void> {
  const token = tokenOf(c.actor)
  const route = c.op === 'getMe' ? routes.getMe : routes.listUsers
  const response = await api.call(route, token === undefined ? {} : { token })
  expectAnswer(response, c.expected)
  if (response.status !== 200 || c.actor === 'anonymous') return
  if (c.op === 'getMe') expect(UserSchema.parse(response.body).id).toBe(actors[c.actor].user.id)
  else expect(UsersPageSchema.parse(response.body).items.length).toBeGreaterThan(0)
}

async function runRead(c: Case & { target: TargetKind }): Promise<void> {
  const { account } = sharedTarget(c.actor, c.target)
  const token = tokenOf(c.actor)
  const response = await api.call(routes.getUser, { params: { id: account.user.id }, ...(token === undefined ? {} : { token }) })
  expectAnswer(response, c.expected)
  if (response.status === 200) expect(UserSchema.parse(response.body).id).toBe(account.user.id)
}

async function runUpdate(c: Case & { target: TargetKind; op: TargetedOp }): Promise<void> {
  const { account, baseline } = sharedTarget(c.actor, c.target)
  const id = account.user.id
  const before = await readAsRoot(id)
  if (!before) throw new Error(`${c.name}: the target is gone`)
  // Every case starts from the same state: earlier cases put back what they changed.
  expect(flagsOf(before)).toEqual(baseline)

  const change = changeFor(c.op, before)
  const token = tokenOf(c.actor)
  const response = await api.call(routes.updateUser, { params: { id }, body: change, ...(token === undefined ? {} : { token }) })
  const after = await readAsRoot(id)
  if (!after) throw new Error(`${c.name}: the target is gone`)
  try {
    expectAnswer(response, c.expected)
    if (c.expected.status === 200) {
      expect(UserSchema.parse(response.body)).toMatchObject({ id, ...change })
      expect(after).toMatchObject(change)
    } else {
      // A refused change changes nothing.
      expect(after).toEqual(before)
    }
  } finally {
    // `verified` never changes here (the review is the only way); the roles are put back.
    const { verified: _verified, ...roles } = flagsOf(before)
    if (JSON.stringify(flagsOf(after)) !== JSON.stringify(flagsOf(before))) await api.setFlags(root.token, id, roles)
  }
}

/** Deleting needs its own victims: the actor (for self) or the target is a fresh account of the same kind. */
async function runDelete(c: Case & { target: TargetKind }): Promise<void> {
  let token: string | undefined
  let victim: TestAccount
  if (c.target === 'self') {
    if (c.actor === 'anonymous') throw new Error('Anonymous has no self')
    victim = await api.createAccount(`matrix-self-${c.actor}`, root.token, ACTOR_FLAGS[c.actor])
    token = victim.session.token
  } else {
    victim = await api.createAccount(`matrix-victim-${c.target}`, root.token, TARGET_FLAGS[c.target])
    token = tokenOf(c.actor)
  }
  const response = await api.call(routes.deleteUser, { params: { id: victim.user.id }, ...(token === undefined ? {} : { token }) })
  const remaining = await readAsRoot(victim.user.id)
  try {
    expectAnswer(response, c.expected)
    if (c.expected.status === 204) expect(remaining).toBeUndefined()
    else expect(remaining).toEqual(victim.user)
  } finally {
    if (remaining) expect((await api.deleteUser(root.token, victim.user.id)).status).toBe(204)
  }
}

async function runCase(c: Case): Promise<void> {
  if (c.target === undefined) return runUntargeted(c)
  const targeted = { ...c, target: c.target }
  switch (c.op) {
    case 'getUser':
      return runRead(targeted)
    case 'deleteUser':
      return runDelete(targeted)
    case 'editProfile':
    case 'toggleVerified':
    case 'toggleAdmin':
    case 'toggleSuperAdmin':
      return runUpdate({ ...targeted, op: c.op })
    default:
      throw new Error(`${c.op} needs no target`)
  }
}

describe(`authorization matrix: ${CASES.length} cases`, () => {
  it('covers every endpoint × actor × target once', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length)
    // 2 untargeted endpoints × 6 actors + 6 targeted operations × (5 signed-in actors × 4 targets + anonymous × 3).
    expect(CASES.length).toBe(2 * 6 + 6 * (5 * 4 + 3))
  })

  for (const c of CASES) {
    const title = `${c.name} → ${c.expected.status}${c.expected.error ? ` '${c.expected.error}'` : ''}`
    it(title, () => runCase(c))
  }
})
