import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { TransferSchema, type Transfer } from '../../shared/transfers/transfer-schemas'
import type { TestAccount } from '../users/testing/accounts-api'
import { fileAccounts } from '../users/testing/file-accounts'
import { recountCounters } from './testing/counter-recount'
import { createTransfersApi, fileTransfersTable, recount, statsDelta, transferInput, transferOf } from './testing/transfers-api'
import { messageCode } from '../../shared/i18n/message-code'
import { testStack } from '../lib/testing/test-stack'

/**
 * Concurrency against the local stack: many senders at once, one payment attempt sent many times at
 * once, many staff edits and status changes of one transfer at once, parallel deletes. After each
 * burst the whole table is scanned and every counter (everyone's, each sender's, every day and
 * month bucket) must equal a recount of the live transfers: no lost update, no double count.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()
const { root, admin } = fileAccounts(api.accounts, { admin: { label: 'cc-admin', isAdmin: true, verified: true } })

const SENDERS = 50
const REPEATS = 20
const EDITORS = 10
const ROUNDS = 5
const STALE = 'This transfer was changed by someone else. Reload it and try again.'

/** Scans the table and checks every counter against a recount; returns the figures. */
async function expectCountersEqualRecount(): Promise<{ transfers: number; counters: number }> {
  const result = recountCounters(await table.scanAll())
  expect(result.mismatches).toEqual([])
  return { transfers: result.transfers, counters: result.counters }
}

/** `n` accounts, created a few at a time (each is a sign-up and a sign-in through cognito-local). */
async function accounts(label: string, n: number): Promise<TestAccount[]> {
  const made: TestAccount[] = []
  for (let i = 0; i < n; i += 10) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => api.accounts.createAccount(label, root.token)))))
  }
  return made
}

describe('concurrency', () => {
  it(`${SENDERS} senders create a transfer each, all at once: ${SENDERS} records, counters equal a recount`, async () => {
    const senders = await accounts('cc-sender', SENDERS)
    const globalBefore = await table.globalStats()
    const responses = await Promise.all(senders.map((s, i) => api.create(s.session.token, transferInput({ inputValue: 10 + i }), randomUUID())))
    const created = responses.map((response) => transferOf(response))

    expect(new Set(created.map((t) => t.id)).size).toBe(SENDERS)
    expect(new Set(created.map((t) => t.invoiceNumber)).size).toBe(SENDERS)
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(recount(created))
    for (const [i, sender] of senders.entries()) {
      expect(await table.ownerItems(sender.user.id)).toHaveLength(1)
      expect(await table.ownerStats(sender.user.id)).toEqual(recount([created[i] as Transfer]))
    }
    const figures = await expectCountersEqualRecount()
    console.log(
      `concurrency: ${SENDERS} parallel creations by ${SENDERS} users → ${created.length} transfers; table recount ${figures.transfers} live transfers, ${figures.counters} counter items agree`,
    )
    // 50 sign-ups through cognito-local, then the burst: 57 s beside other work on 2 cores.
  }, 180_000)

  it(`${REPEATS} parallel repeats of one Idempotency-Key, among 8 other payments of the same sender: exactly one record for the key`, async () => {
    const [sender] = await accounts('cc-repeat', 1)
    if (!sender) throw new Error('no sender')
    const key = randomUUID()
    const body = transferInput({ inputValue: 321.09 })
    // 9 in all: within the sender's hourly velocity limit (10), which transfer-velocity.integration.test.ts tests.
    const others = Array.from({ length: 8 }, (_, i) => api.create(sender.session.token, transferInput({ inputValue: 20 + i }), randomUUID()))
    const repeats = Array.from({ length: REPEATS }, () => api.create(sender.session.token, body, key))
    const [repeated, other] = await Promise.all([Promise.all(repeats), Promise.all(others)])

    const answers = repeated.map((response) => transferOf(response))
    expect(new Set(answers.map((t) => t.id)).size).toBe(1)
    expect(repeated.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1)
    const mine = [answers[0] as Transfer, ...other.map((response) => transferOf(response))]
    expect(await table.ownerItems(sender.user.id)).toHaveLength(9)
    expect((await table.events(answers[0]?.id ?? '')).map((e) => e.type)).toEqual(['created'])
    expect(await table.ownerStats(sender.user.id)).toEqual(recount(mine))
    await expectCountersEqualRecount()
    console.log(`concurrency: ${REPEATS} parallel repeats of one key → 1 transfer (${REPEATS - 1} replays); with 8 other payments → 9 records`)
  })

  it(`${ROUNDS} rounds of ${EDITORS} parallel staff edits of one transfer: exactly one wins per version, no lost update`, async () => {
    const [sender] = await accounts('cc-edit', 1)
    if (!sender) throw new Error('no sender')
    let transfer = await api.createOk(sender.session.token, { inputValue: 150 })
    const winners: { version: number; city: string }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const version = transfer.version
      const cities = Array.from({ length: EDITORS }, (_, i) => `City ${round}-${i}`)
      const tokens = [admin.session.token, root.token]
      // Staff correct a disclosed field, so each edit says why.
      const answers = await Promise.all(cities.map((city, i) => api.update(tokens[i % 2], transfer.id, { city, reason: 'Pickup moved', version })))
      const won = answers.filter((a) => a.status === 200)
      expect(won, `round ${round}: ${answers.map((a) => a.status).join(',')}`).toHaveLength(1)
      for (const lost of answers.filter((a) => a.status !== 200))
        expect({ status: lost.status, body: lost.body }).toEqual({ status: 409, body: { error: STALE, code: messageCode(STALE) } })
      transfer = TransferSchema.parse(won[0]?.body)
      expect(transfer.version).toBe(version + 1)
      winners.push({ version: transfer.version, city: transfer.city })
    }
    const stored = await api.getOk(sender.session.token, transfer.id)
    expect(stored).toMatchObject({ version: 1 + ROUNDS, city: winners.at(-1)?.city })
    // Every winning edit is in the history, in order, each from the value the previous one left.
    const updates = (stored.history ?? []).filter((e) => e.type === 'corrected')
    expect(updates.map((e) => e.changes?.city?.to)).toEqual(winners.map((w) => w.city))
    expect(updates.slice(1).map((e) => e.changes?.city?.from)).toEqual(winners.slice(0, -1).map((w) => w.city))
    await expectCountersEqualRecount()
    console.log(`concurrency: ${ROUNDS} rounds × ${EDITORS} parallel edits → ${ROUNDS} won, ${ROUNDS * (EDITORS - 1)} answered 409, history complete`)
  })

  it(`${EDITORS} parallel status changes to PAID: one wins, counters move once; then ${EDITORS} parallel archives: archived once`, async () => {
    const sender = await api.identifiedSender('cc-status', root.token)
    const transfer = await api.createOk(sender.session.token, { inputValue: 4_000 })
    const before = await table.ownerStats(sender.user.id)
    const tokens = [admin.session.token, root.token]
    const paid = await Promise.all(Array.from({ length: EDITORS }, (_, i) => api.update(tokens[i % 2], transfer.id, { status: 'PAID', version: 1 })))
    expect(paid.filter((a) => a.status === 200)).toHaveLength(1)
    expect(paid.filter((a) => a.status === 409)).toHaveLength(EDITORS - 1)
    const after = await table.ownerStats(sender.user.id)
    expect(statsDelta(before, after)).toEqual({ count: 0, paid: 1, pending: -1, cancelled: 0, revenueCents: 0, feesCents: 0 })
    expect((await api.getOk(sender.session.token, transfer.id)).history?.filter((e) => e.type === 'status')).toHaveLength(1)
    await expectCountersEqualRecount()

    // An archive read after another's answers 204 (it is archived); one read before loses the version race.
    const archives = await Promise.all(Array.from({ length: EDITORS }, (_, i) => api.remove(tokens[i % 2], transfer.id)))
    expect(archives.every((a) => a.status === 204 || a.status === 409)).toBe(true)
    expect(archives.some((a) => a.status === 204)).toBe(true)
    // The money it moved still happened: its counters stay as the payout left them.
    expect(await table.ownerStats(sender.user.id)).toEqual(after)
    expect((await table.events(transfer.id)).filter((e) => e.type === 'archived')).toHaveLength(1)
    const figures = await expectCountersEqualRecount()
    console.log(
      `concurrency: ${EDITORS} parallel PAID changes → 1 won, ${EDITORS - 1} × 409; ${EDITORS} parallel archives → archived once; ` +
        `table recount ${figures.transfers} live transfers, ${figures.counters} counter items agree`,
    )
  })
})
