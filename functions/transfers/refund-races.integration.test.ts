import { randomInt } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { ClaimSchema } from '../../shared/claims/claim'
import { TransferSchema, type Transfer } from '../../shared/transfers/transfer-schemas'
import { testStack } from '../lib/testing/test-stack'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { expectReadableAnswer, readBooks, type Answer } from './testing/ledger-adversary'
import { booksViolations, refundsPosted } from './testing/ledger-invariants'
import { createTransfersApi, fileTransfersTable } from './testing/transfers-api'

/**
 * Twenty refunds, cancels and claim answers sent at once to one transfer with an open claim, waiting
 * to be paid out or paid out already: whichever wins, the journal posts exactly one refund of the
 * total, every other answer is a readable 4xx (or the winner's result again), and the books keep their
 * promises (testing/ledger-invariants.ts). Which request wins, and what the losers answer, is left to
 * the rules of the day; only the money is asserted.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()

const PARALLEL = 20
/** Each race is run on a few transfers: the interleaving differs every time. */
const ROUNDS = 3
const REASON = 'Sender asked by phone: wrong recipient'
const CLAIM = { type: 'not-received', description: 'My mother went to the branch and nothing was there.' }
const REFUND = { outcome: 'refund', message: 'We are refunding you in full.' }

let root: string
let staffA: TestAccount
let staffB: TestAccount

beforeAll(async () => {
  root = (await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token
  ;[staffA, staffB] = await Promise.all([
    api.accounts.createAccount('rr-staff-a', root, { isAdmin: true, verified: true }),
    api.accounts.createAccount('rr-staff-b', root, { isAdmin: true, verified: true }),
  ])
})

/** A transfer of a new sender, with a claim the sender opened on it (after a payout by staff when `paid`). */
async function claimed(paid: boolean): Promise<{ sender: TestAccount; transfer: Transfer; claimId: string }> {
  const sender = await api.accounts.createAccount('rr-sender', root)
  let transfer = await api.createOk(sender.session.token)
  if (paid) transfer = await api.updateOk(staffA.session.token, transfer.id, { status: 'PAID', version: transfer.version })
  const report = await api.report(sender.session.token, transfer.id, CLAIM)
  expect(report.status, JSON.stringify(report.body)).toBe(201)
  return { sender, transfer, claimId: ClaimSchema.parse(report.body).id }
}

/** `requests` started together, in a random order (each is a thunk, so none starts before the others are built). */
async function race(requests: readonly (() => Promise<Answer>)[]): Promise<Answer[]> {
  const order = requests.map((request) => ({ request, key: randomInt(1_000_000) })).sort((a, b) => a.key - b.key)
  return Promise.all(order.map(({ request }) => request()))
}

/** Everyone answered readably, the books hold, and exactly one refund was posted; the answers' statuses for the message. */
async function expectOneRefund(id: string, answers: readonly Answer[]) {
  const statuses = answers.map((answer) => answer.status).join(' ')
  answers.forEach((answer, n) => expectReadableAnswer(answer, `request ${n} of ${statuses}`))
  const books = await readBooks(table, id)
  expect(booksViolations(books.record, books.entries), statuses).toEqual([])
  const posted = refundsPosted(books.entries)
  expect(posted.refund + posted.claimRefund, `${JSON.stringify(posted)} after ${statuses}`).toBe(1)
  return books
}

describe(`${PARALLEL} refunds, cancels and claim answers at once on one transfer with an open claim`, () => {
  it('waiting to be paid out: exactly one refund is posted, whoever wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sender, transfer, claimId } = await claimed(false)
      const [a, b, s] = [staffA.session.token, staffB.session.token, sender.session.token]
      const answers = await race([
        ...Array.from({ length: 5 }, () => () => api.cancel(s, transfer.id)),
        ...Array.from({ length: 2 }, () => () => api.cancel(a, transfer.id, { reason: REASON })),
        ...Array.from({ length: 2 }, () => () => api.cancel(b, transfer.id, { reason: REASON })),
        ...Array.from({ length: 4 }, () => () => api.resolve(a, transfer.id, claimId, REFUND)),
        ...Array.from({ length: 3 }, () => () => api.resolve(b, transfer.id, claimId, REFUND)),
        () => api.resolve(a, transfer.id, claimId, { outcome: 'no-error', message: 'Checked: it is on its way.' }),
        () => api.resolve(b, transfer.id, claimId, { outcome: 'resend', message: 'We will send it again at no cost.' }),
        () => api.reject(a, transfer.id, { reason: REASON }),
        () => api.release(b, transfer.id, { reason: REASON }),
      ])
      expect(answers).toHaveLength(PARALLEL)
      const books = await expectOneRefund(transfer.id, answers)
      // Refunded before any payout: the transfer is cancelled, once.
      expect(books.record.status).toBe('CANCELLED')
      const events = await table.events(transfer.id)
      expect(events.filter((event) => event.type === 'cancelled')).toHaveLength(1)
      const read = await api.get(s, transfer.id)
      expect(TransferSchema.parse(read.body).cancellation?.refundCents).toBe(transfer.totalCents)
    }
  })

  it('paid out: exactly one claim refund is posted, and a later claim cannot refund it again', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sender, transfer, claimId } = await claimed(true)
      const [a, b, s] = [staffA.session.token, staffB.session.token, sender.session.token]
      // Every claim answer is a refund (some worded differently): one of them must win, so a refund is owed.
      const answers = await race([
        ...Array.from({ length: 6 }, () => () => api.resolve(a, transfer.id, claimId, REFUND)),
        ...Array.from({ length: 5 }, () => () => api.resolve(b, transfer.id, claimId, REFUND)),
        ...Array.from({ length: 3 }, (_, n) => () => api.resolve(b, transfer.id, claimId, { ...REFUND, message: `Refund ${n}: our error.` })),
        ...Array.from({ length: 3 }, () => () => api.cancel(s, transfer.id)),
        ...Array.from({ length: 2 }, () => () => api.cancel(a, transfer.id, { reason: REASON })),
        () => api.reject(b, transfer.id, { reason: REASON }),
      ])
      expect(answers).toHaveLength(PARALLEL)
      const books = await expectOneRefund(transfer.id, answers)
      expect(books.record.status).toBe('PAID')
      expect(refundsPosted(books.entries).claimRefund).toBe(1)

      // The sender reports again; twenty refunds of the new claim at once post nothing more.
      const again = await api.report(s, transfer.id, CLAIM)
      expectReadableAnswer(again, 'a second claim')
      if (again.status !== 201) continue
      const secondId = ClaimSchema.parse(again.body).id
      const seconds = await race(Array.from({ length: PARALLEL }, (_, n) => () => api.resolve(n % 2 ? a : b, transfer.id, secondId, REFUND)))
      await expectOneRefund(transfer.id, seconds)
    }
  })
})

describe('a transfer refunded in full takes no second remedy on a claim (12 CFR 1005.33(c)(2): a refund or a resend, not both)', () => {
  const RESEND = { outcome: 'resend', message: 'We will send it again at no cost.' }

  it.each([
    ['cancelled while its claim was open', false],
    ['refunded on an earlier claim after its payout', true],
  ])('%s: "resend at no cost" is refused, the claim stays open and nothing is posted', async (_label, paid) => {
    const { sender, transfer, claimId } = await claimed(paid)
    let open = claimId
    if (paid) {
      expect((await api.resolve(staffA.session.token, transfer.id, claimId, REFUND)).status).toBe(200)
      const again = await api.report(sender.session.token, transfer.id, { ...CLAIM, type: 'wrong-amount' })
      expect(again.status, JSON.stringify(again.body)).toBe(201)
      open = ClaimSchema.parse(again.body).id
    } else {
      expect((await api.cancel(sender.session.token, transfer.id)).status).toBe(200)
    }
    const before = await readBooks(table, transfer.id)
    const resend = await api.resolve(staffB.session.token, transfer.id, open, RESEND)
    expectReadableAnswer(resend, 'the resend')
    expect(resend.status, JSON.stringify(resend.body)).toBeGreaterThanOrEqual(400)
    const after = await readBooks(table, transfer.id)
    expect(after.record.openClaimId).toBe(open)
    expect(after.entries).toEqual(before.entries)
    // The claim can still be closed without money.
    const closed = await api.resolve(staffB.session.token, transfer.id, open, { outcome: 'no-error', message: 'Refunded in full already.' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
  })
})
