import { beforeAll, describe, expect, it } from 'vitest'
import { TransferListSchema, TransferSchema, type Transfer } from '../../shared/transfers/transfer-schemas'
import type { Session } from '../../shared/users/user'
import { SEEDED_ADMIN, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { createTransfersApi, senderPool, transferInput, fileTransfersTable } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'
import { FUNDS_HELD_MESSAGE, PAID_FOR_MESSAGE } from '../../shared/transfers/transfer-permissions'

/**
 * Every transfer endpoint × every kind of caller, against the local stack. The expected answers are
 * written out by hand from spec 6 (own transfers for a sender, everything for staff, someone else's
 * transfer does not exist for you), not computed from the service, so a handler that forgets a rule
 * fails here. Staff means verified staff : an unverified admin is a sender here. Destructive cases each get a fresh transfer; a refused case must change nothing.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()

type ActorKind = 'anonymous' | 'owner' | 'otherUser' | 'unverifiedAdmin' | 'admin'
type Op = 'create' | 'listMine' | 'listAll' | 'get' | 'update' | 'setStatus' | 'deletePending' | 'deletePaid'

interface Expected {
  status: number
  error?: string
  /** For lists: whether the owner's transfer is among the items. */
  listed?: boolean
}
const E = {
  created: { status: 201 },
  ok: { status: 200 },
  listed: { status: 200, listed: true },
  unlisted: { status: 200, listed: false },
  archived: { status: 204 },
  anon: { status: 401, error: 'Authentication required' },
  hidden: { status: 404, error: 'Transfer not found' },
  staffStatus: { status: 403, error: 'Only staff can change the status of a transfer' },
  paidDelete: { status: 403, error: 'Only admins can delete a paid transfer' },
  // Money received and not yet paid out or refunded stays listed (12 CFR 1005.34).
  paidFor: { status: 409, error: PAID_FOR_MESSAGE },
  fundsHeld: { status: 409, error: FUNDS_HELD_MESSAGE },
} as const satisfies Record<string, Expected>
type Code = keyof typeof E

/** The hand-written table: rows are operations, columns the caller (the owner owns the target transfer). */
const MATRIX: Record<Op, Record<ActorKind, Code>> = {
  //              anonymous          owner                  otherUser            unverifiedAdmin           admin
  create: { anonymous: 'anon', owner: 'created', otherUser: 'created', unverifiedAdmin: 'created', admin: 'created' },
  listMine: { anonymous: 'anon', owner: 'listed', otherUser: 'unlisted', unverifiedAdmin: 'unlisted', admin: 'unlisted' },
  listAll: { anonymous: 'anon', owner: 'listed', otherUser: 'unlisted', unverifiedAdmin: 'unlisted', admin: 'listed' },
  get: { anonymous: 'anon', owner: 'ok', otherUser: 'hidden', unverifiedAdmin: 'hidden', admin: 'ok' },
  update: { anonymous: 'anon', owner: 'ok', otherUser: 'hidden', unverifiedAdmin: 'hidden', admin: 'ok' },
  setStatus: { anonymous: 'anon', owner: 'staffStatus', otherUser: 'hidden', unverifiedAdmin: 'hidden', admin: 'ok' },
  deletePending: { anonymous: 'anon', owner: 'paidFor', otherUser: 'hidden', unverifiedAdmin: 'hidden', admin: 'fundsHeld' },
  deletePaid: { anonymous: 'anon', owner: 'paidDelete', otherUser: 'hidden', unverifiedAdmin: 'hidden', admin: 'archived' },
}

const ACTORS: ActorKind[] = ['anonymous', 'owner', 'otherUser', 'unverifiedAdmin', 'admin']
const OPS = Object.keys(MATRIX) as Op[]

interface Case {
  name: string
  op: Op
  actor: ActorKind
  expected: Expected
}
const CASES: Case[] = OPS.flatMap((op) => ACTORS.map((actor) => ({ name: `${op} by ${actor}`, op, actor, expected: E[MATRIX[op][actor]] })))

let root: Session
const accounts = {} as Record<Exclude<ActorKind, 'anonymous'>, TestAccount>
/** The owner's transfer the read-only cases look at. */
let target: Transfer

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  const [owner, otherUser, unverifiedAdmin, admin] = await Promise.all([
    api.accounts.createAccount('txm-owner', root.token),
    api.accounts.createAccount('txm-other', root.token, { verified: true }),
    api.accounts.createAccount('txm-unverified-admin', root.token, { isAdmin: true, superAdmin: true }),
    api.accounts.createAccount('txm-admin', root.token, { isAdmin: true, verified: true }),
  ])
  Object.assign(accounts, { owner, otherUser, unverifiedAdmin, admin })
  target = await api.createOk(owner.session.token, { inputValue: 42 })
})

const tokenOf = (actor: ActorKind): string | undefined => (actor === 'anonymous' ? undefined : accounts[actor].session.token)
const adminToken = () => accounts.admin.session.token

function expectAnswer(response: ApiResponse, expected: Expected): void {
  const { listed: _listed, ...answer } = expected
  if (answer.error === undefined) expect(response.status, JSON.stringify(response.body)).toBe(answer.status)
  else expect({ status: response.status, body: response.body }).toMatchObject({ status: answer.status, body: { error: answer.error } })
}

/** The transfer as staff see it, or undefined once deleted. */
async function readAsAdmin(id: string): Promise<Transfer | undefined> {
  const response = await api.get(adminToken(), id)
  if (response.status === 404) return undefined
  expect(response.status).toBe(200)
  return TransferSchema.parse(response.body)
}

/**
 * Owners of the fresh transfers the write cases act on: a new one every few transfers, since the
 * cases make more than a sender's hourly velocity limit allows (transfer-velocity.integration.test.ts).
 */
const owners = senderPool(() => api.accounts.createAccount('txm-owner', root.token))

/** A fresh PENDING transfer (PAID when asked, set by staff) and the token of its owner, who acts as 'owner'. */
async function freshTransfer(paid = false): Promise<{ transfer: Transfer; ownerToken: string }> {
  const owner = await owners()
  const made = await api.createOk(owner.session.token, { inputValue: 64 })
  const transfer = paid ? await api.updateOk(adminToken(), made.id, { status: 'PAID', version: made.version }) : made
  return { transfer, ownerToken: owner.session.token }
}

/** Who calls a write case: its transfer's own owner when the case says 'owner'. */
const callerOf = (actor: ActorKind, ownerToken: string) => (actor === 'owner' ? ownerToken : tokenOf(actor))

async function runCase(c: Case): Promise<void> {
  const token = tokenOf(c.actor)
  switch (c.op) {
    case 'create': {
      const globalBefore = await table.globalStats()
      const response = await api.create(token, transferInput({ inputValue: 10 }))
      expectAnswer(response, c.expected)
      if (response.status === 201) {
        if (c.actor === 'anonymous') throw new Error('anonymous created a transfer')
        expect(TransferSchema.parse(response.body).ownerId).toBe(accounts[c.actor].user.id)
      } else {
        expect((await table.globalStats()).count).toBe(globalBefore.count)
      }
      return
    }
    case 'listMine':
    case 'listAll': {
      const response = await (c.op === 'listMine' ? api.listMine : api.listAll)(token, { limit: '100' })
      expectAnswer(response, c.expected)
      if (c.expected.listed === undefined) return
      const items = TransferListSchema.parse(response.body).items
      expect(items.map((t) => t.id).includes(target.id)).toBe(c.expected.listed)
      // A list that is one's own holds only one's own transfers.
      if (c.actor !== 'anonymous' && (c.op === 'listMine' || c.actor !== 'admin')) {
        const self = accounts[c.actor].user.id
        expect(items.every((t) => t.ownerId === self)).toBe(true)
      }
      return
    }
    case 'get': {
      const response = await api.get(token, target.id)
      expectAnswer(response, c.expected)
      if (response.status === 200) {
        const transfer = TransferSchema.parse(response.body)
        expect(transfer).toMatchObject({ id: target.id, ownerId: target.ownerId, invoiceNumber: target.invoiceNumber })
        expect(transfer.history?.map((e) => e.type)).toEqual(['created'])
      }
      return
    }
    case 'update':
    case 'setStatus': {
      const { transfer, ownerToken } = await freshTransfer()
      const change = c.op === 'update' ? { note: `note by ${c.actor}` } : { status: 'PAID' as const }
      const response = await api.update(callerOf(c.actor, ownerToken), transfer.id, { ...change, version: 1 })
      expectAnswer(response, c.expected)
      const after = await readAsAdmin(transfer.id)
      if (response.status === 200) {
        expect(TransferSchema.parse(response.body)).toMatchObject({ ...change, version: 2 })
        expect(after).toMatchObject({ ...change, version: 2 })
      } else {
        expect(after).toMatchObject({ note: '', status: 'PENDING', version: 1 })
      }
      return
    }
    case 'deletePending':
    case 'deletePaid': {
      const { transfer, ownerToken } = await freshTransfer(c.op === 'deletePaid')
      const response = await api.remove(callerOf(c.actor, ownerToken), transfer.id)
      expectAnswer(response, c.expected)
      const after = await readAsAdmin(transfer.id)
      // Archived is out of the lists, not gone.
      if (response.status === 204) expect(after).toMatchObject({ id: transfer.id, archivedAt: expect.any(String), version: transfer.version + 1 })
      else expect(after).toMatchObject({ id: transfer.id, status: transfer.status, version: transfer.version })
      return
    }
  }
}

describe(`transfer authorization matrix: ${CASES.length} cases (${OPS.length} operations × ${ACTORS.length} callers)`, () => {
  it('covers every operation × caller once', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length)
    // 6 endpoints; update and delete each in two flavours (fields vs status, PENDING vs PAID).
    expect(CASES.length).toBe(8 * 5)
  })

  for (const c of CASES) {
    const title = `${c.name} → ${c.expected.status}${'error' in c.expected ? ` '${c.expected.error}'` : ''}`
    it(title, () => runCase(c))
  }
})
