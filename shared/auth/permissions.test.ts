import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_TOGGLE_DENIED,
  canDeleteUser,
  canEditUser,
  canListUsers,
  canToggleAdmin,
  canToggleSuperAdmin,
  canToggleVerified,
  canViewUser,
  DELETE_OTHER_HINT,
  DELETE_SELF_HINT,
  isStaff,
  PERMISSION_DENIED,
  SUPER_ADMIN_RECORD_DENIED,
  SUPER_ADMIN_TOGGLE_DENIED,
  updateDecision,
  VERIFY_SELF_DENIED,
  VERIFY_STAFF_ONLY,
  type Decision,
  type UserChange,
  type UserFlags,
} from './permissions'

describe('messages', () => {
  it('are the texts of spec 6 and 8', () => {
    expect(PERMISSION_DENIED).toBe('Permission Denied')
    expect(ADMIN_TOGGLE_DENIED).toBe('Only admins can modify admin status')
    expect(SUPER_ADMIN_TOGGLE_DENIED).toBe('Only super admins can modify super admin status')
    expect(DELETE_SELF_HINT).toBe('Need admin, super admin, and verified status to delete your account')
    expect(DELETE_OTHER_HINT).toBe('Cannot delete this user')
  })
})

const flags = (isAdmin: boolean, superAdmin: boolean, verified: boolean) => ({ isAdmin, superAdmin, verified })

const ACTORS = {
  'plain user': flags(false, false, true),
  'unverified plain user': flags(false, false, false),
  'unverified admin': flags(true, false, false),
  'verified admin': flags(true, false, true),
  'verified super admin': flags(true, true, true),
  'verified super admin without isAdmin': flags(false, true, true),
  'unverified super admin': flags(true, true, false),
} as const
type ActorName = keyof typeof ACTORS

const OTHERS = {
  'plain other user': { id: 'other-user', ...flags(false, false, true) },
  'other admin': { id: 'other-admin', ...flags(true, false, true) },
  'other super admin': { id: 'other-super', ...flags(true, true, true) },
} as const
const TARGETS = ['self', 'plain other user', 'other admin', 'other super admin'] as const

function actorNamed(name: ActorName): UserFlags {
  return { id: 'actor', ...ACTORS[name] }
}
function targetNamed(name: (typeof TARGETS)[number], actor: UserFlags): UserFlags {
  return name === 'self' ? { ...actor } : OTHERS[name]
}

const ok = 'allowed'
const P = PERMISSION_DENIED
const A = ADMIN_TOGGLE_DENIED
const S = SUPER_ADMIN_TOGGLE_DENIED
const DS = DELETE_SELF_HINT
const DO = DELETE_OTHER_HINT
const SR = SUPER_ADMIN_RECORD_DENIED
const VS = VERIFY_SELF_DENIED
const VO = VERIFY_STAFF_ONLY

const CODES: Record<string, string> = { ok, P, A, S, DS, DO, SR, VS, VO }
const RULES = ['view', 'edit', 'verified', 'admin', 'super', 'delete'] as const
type Row = readonly [self: string, user: string, admin: string, superAdmin: string]
type Expected = Record<(typeof RULES)[number], Row> & { list: string }

/** Reads one actor's line: six groups of four cells (self, plain other, other admin, other super admin), then canListUsers. */
function parseLine(line: string): Expected {
  const groups = line.split('|').map((group) =>
    group
      .trim()
      .split(/\s+/)
      .map((code) => {
        const cell = CODES[code]
        if (cell === undefined) throw new Error(`unknown cell ${code} in: ${line}`)
        return cell
      }),
  )
  const list = groups.pop()
  if (groups.length !== RULES.length || list?.length !== 1 || groups.some((group) => group.length !== 4)) throw new Error(`malformed line: ${line}`)
  return {
    ...(Object.fromEntries(RULES.map((rule, index) => [rule, groups[index] as unknown as Row])) as Record<(typeof RULES)[number], Row>),
    list: list[0] as string,
  }
}

/**
 * The whole matrix of spec 6 as amended (verified by staff only; super admins' records by super admins), written out by hand:
 * actor → view | edit | verified | admin | super | delete, each [self, plain other, other admin, other super admin], then list.
 */
const MATRIX: Record<ActorName, Expected> = {
  'plain user': parseLine('ok P P P | ok P P P | VS VO VO VO | A A A A | S S S S | DS DO DO DO | P'),
  'unverified plain user': parseLine('ok P P P | ok P P P | VS VO VO VO | A A A A | S S S S | DS DO DO DO | P'),
  'unverified admin': parseLine('ok ok ok ok | ok P P P | VS VO VO VO | A A A A | S S S S | DS DO DO DO | ok'),
  'verified admin': parseLine('ok ok ok ok | ok ok ok SR | VS ok ok SR | A ok ok SR | S S S S | DS ok ok DO | ok'),
  'verified super admin': parseLine('ok ok ok ok | ok ok ok ok | VS ok ok ok | A ok ok ok | S ok ok ok | ok ok ok ok | ok'),
  'verified super admin without isAdmin': parseLine('ok ok ok ok | ok ok ok ok | VS ok ok ok | A ok ok ok | S ok ok ok | DS ok ok ok | ok'),
  'unverified super admin': parseLine('ok ok ok ok | ok P P P | VS VO VO VO | A A A A | S S S S | DS DO DO DO | ok'),
}

const FUNCTIONS = {
  view: canViewUser,
  edit: canEditUser,
  verified: canToggleVerified,
  admin: canToggleAdmin,
  super: canToggleSuperAdmin,
  delete: canDeleteUser,
} as const

function expectedDecision(cell: string): Decision {
  return cell === ok ? { allowed: true } : { allowed: false, reason: cell }
}

const cells = (Object.keys(MATRIX) as ActorName[]).flatMap((actor) =>
  (Object.keys(FUNCTIONS) as (keyof typeof FUNCTIONS)[]).flatMap((fn) =>
    TARGETS.map((target, index) => [actor, fn, target, MATRIX[actor][fn][index] as string] as const),
  ),
)

describe('the spec 6 permission matrix', () => {
  it.each(cells)('%s → %s on %s: %s', (actorName, fn, targetName, cell) => {
    const actor = actorNamed(actorName)
    expect(FUNCTIONS[fn](actor, targetNamed(targetName, actor))).toEqual(expectedDecision(cell))
  })

  it.each(Object.keys(MATRIX) as ActorName[])('canListUsers for %s', (actorName) => {
    expect(canListUsers(actorNamed(actorName))).toEqual(expectedDecision(MATRIX[actorName].list))
  })

  it('decides self by id, whatever the flags on the target copy say', () => {
    const actor = actorNamed('plain user')
    expect(canEditUser(actor, { ...actor, isAdmin: true, superAdmin: true })).toEqual({ allowed: true })
    expect(canToggleAdmin(actorNamed('verified super admin'), { ...actorNamed('plain user') })).toEqual({
      allowed: false,
      reason: ADMIN_TOGGLE_DENIED,
    })
  })
})

describe('isStaff', () => {
  it.each([
    [flags(false, false, true), false],
    [flags(true, false, false), true],
    [flags(false, true, false), true],
    [flags(true, true, true), true],
  ])('%j → %s', (user, expected) => {
    expect(isStaff(user)).toBe(expected)
  })
})

describe('updateDecision', () => {
  const target = { ...OTHERS['plain other user'], firstName: 'Amina', lastName: 'Hassan', email: 'a@b.co', phoneNumber: '1234567890' }

  /** A change of exactly one field for each rule, and the function that rule maps to. */
  const singleChanges: [keyof typeof FUNCTIONS, (current: UserFlags) => UserChange][] = [
    ['edit', () => ({ firstName: 'Changed' })],
    ['edit', () => ({ lastName: 'Changed' })],
    ['edit', () => ({ email: 'changed@b.co' })],
    ['edit', () => ({ phoneNumber: '0987654321' })],
    ['verified', (current) => ({ verified: !current.verified })],
    ['admin', (current) => ({ isAdmin: !current.isAdmin })],
    ['super', (current) => ({ superAdmin: !current.superAdmin })],
  ]

  const single = (Object.keys(MATRIX) as ActorName[]).flatMap((actor) =>
    TARGETS.flatMap((targetName, index) =>
      singleChanges.map(([fn, change]) => [actor, targetName, fn, change, MATRIX[actor][fn][index] as string] as const),
    ),
  )
  it.each(single)('%s on %s, one %s field: the matrix answer', (actorName, targetName, _fn, change, cell) => {
    const actor = actorNamed(actorName)
    const current = targetNamed(targetName, actor)
    expect(updateDecision(actor, current, change(current))).toEqual(expectedDecision(cell))
  })

  it('needs nothing for fields equal to the current values, but a no-op still needs view', () => {
    const unchanged = { firstName: 'Amina', email: 'a@b.co', verified: true, isAdmin: false, superAdmin: false }
    expect(updateDecision(actorNamed('unverified admin'), target, unchanged)).toEqual({ allowed: true })
    expect(updateDecision(actorNamed('plain user'), target, unchanged)).toEqual({ allowed: false, reason: P })
    expect(updateDecision(actorNamed('plain user'), target, {})).toEqual({ allowed: false, reason: P })
    const self = actorNamed('plain user')
    expect(updateDecision(self, self, {})).toEqual({ allowed: true })
  })

  it('lets a user edit their own names while re-sending their unchanged flags', () => {
    const self = { ...actorNamed('plain user'), firstName: 'Old' }
    expect(updateDecision(self, self, { firstName: 'New', isAdmin: false, superAdmin: false, verified: true })).toEqual({
      allowed: true,
    })
  })

  it('refuses a user promoting themselves even alongside an allowed edit', () => {
    const self = actorNamed('plain user')
    expect(updateDecision(self, self, { firstName: 'New', isAdmin: true })).toEqual({ allowed: false, reason: A })
    expect(updateDecision(self, self, { superAdmin: true })).toEqual({ allowed: false, reason: S })
  })

  it('answers the first refusal in order: edit, verified, admin, super admin', () => {
    const everything = { firstName: 'X', verified: false, isAdmin: true, superAdmin: true }
    expect(updateDecision(actorNamed('plain user'), target, everything)).toEqual({ allowed: false, reason: P })
    expect(updateDecision(actorNamed('verified admin'), target, everything)).toEqual({ allowed: false, reason: S })
    expect(updateDecision(actorNamed('verified admin'), target, { firstName: 'X', isAdmin: true })).toEqual({ allowed: true })
    expect(updateDecision(actorNamed('verified super admin'), target, everything)).toEqual({ allowed: true })
    expect(updateDecision(actorNamed('unverified admin'), target, { isAdmin: true, superAdmin: true })).toEqual({
      allowed: false,
      reason: A,
    })
  })

  it('counts a profile field as changed when the target does not have it', () => {
    const bare = OTHERS['plain other user']
    expect(updateDecision(actorNamed('unverified admin'), bare, { phoneNumber: '1234567890' })).toEqual({
      allowed: false,
      reason: P,
    })
  })

  it('is allowed exactly when every rule the change needs is allowed', () => {
    const user = fc.record({ id: fc.constantFrom('a', 'b'), isAdmin: fc.boolean(), superAdmin: fc.boolean(), verified: fc.boolean() })
    const change = fc.record(
      {
        firstName: fc.constantFrom('Amina', 'Other'),
        verified: fc.boolean(),
        isAdmin: fc.boolean(),
        superAdmin: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(user, user, change, (actor, current, delta) => {
        const targetWithName = { ...current, firstName: 'Amina' }
        const needed: Decision[] = [
          ...(delta.firstName !== undefined && delta.firstName !== 'Amina' ? [canEditUser(actor, targetWithName)] : []),
          ...(delta.verified !== undefined && delta.verified !== current.verified ? [canToggleVerified(actor, current)] : []),
          ...(delta.isAdmin !== undefined && delta.isAdmin !== current.isAdmin ? [canToggleAdmin(actor, current)] : []),
          ...(delta.superAdmin !== undefined && delta.superAdmin !== current.superAdmin ? [canToggleSuperAdmin(actor, current)] : []),
        ]
        const decision = updateDecision(actor, targetWithName, delta)
        const expected = needed.length === 0 ? canViewUser(actor, current) : (needed.find((d) => !d.allowed) ?? { allowed: true })
        expect(decision).toEqual(expected)
      }),
    )
  })
})

describe('decisions', () => {
  it('share one frozen allowed answer, so no caller can alter it for the others', () => {
    const actor = actorNamed('verified super admin')
    const decision = canViewUser(actor, actor)
    expect(Object.isFrozen(decision)).toBe(true)
  })
})
