import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TransferSchema, type CreateTransferInput } from '../../shared/transfers/transfer-schemas'
import { recountCounters } from '../../functions/transfers/testing/counter-recount'
import { createTransfersApi, transferInput, transfersTable } from '../../functions/transfers/testing/transfers-api'
import { SEEDED_ADMIN, type TestAccount } from '../../functions/users/testing/accounts-api'
import { FunctionEnvSchema } from '../../functions/users/testing/local-stack'
import { freeStackPorts, startOwnStack, type OwnStack } from './testing/own-stack'

/**
 * Crash: a local stack of its own takes a burst of concurrent transfer creations (several senders,
 * a fresh Idempotency-Key each) and is killed with SIGKILL — gateway and emulators at once, the
 * whole process group — in the middle of it. Restarted on the same data folder, every transfer that
 * was acknowledged with 201 is there; every attempt that got no answer, retried with its key,
 * answers the transfer it made before the kill or makes it once now; no key has two transfers; and
 * every counter equals a recount of the transfers.
 */

// Each sender makes at most its acknowledged transfers plus one per worker in flight at the kill:
// about 40 / 12 + 3, well within the hourly velocity limit (10), which this test is not about.
const SENDERS = 12
const WORKERS_PER_SENDER = 3
/** Acknowledgements to wait for before the kill, so it lands mid-burst. */
const KILL_AFTER_ACKS = 40

interface Attempt {
  sender: TestAccount
  key: string
  body: CreateTransferInput
  /** The id a 201 answered with; undefined when no 201 came back before the kill. */
  acknowledged?: string
  /** What came back instead of a 201 ('no answer' when the connection died). */
  other?: string
}

const dataDir = mkdtempSync(join(tmpdir(), 'remit-crash-'))
let running: OwnStack | undefined

afterAll(async () => {
  await running?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

// A hang-catcher: two starts of a stack (each may take stack-process's 300 s on a busy machine) and the burst.
describe('crash: SIGKILL of the whole stack in the middle of a burst of transfer creations', () => {
  it('loses no acknowledged transfer, duplicates none, and keeps every counter equal to a recount', { timeout: 900_000 }, async () => {
    const ports = await freeStackPorts()
    running = await startOwnStack(dataDir, ports)
    const firstStartMs = running.startMs
    let api = createTransfersApi(running.stack.baseUrl)
    const root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const senders = await Promise.all(Array.from({ length: SENDERS }, (_, i) => api.accounts.createAccount(`crash-${i}`, root.token)))

    // The burst: every worker sends one creation after another until the stack dies under it.
    const attempts: Attempt[] = []
    let acks = 0
    let killed: Promise<void> | undefined
    const burstStart = performance.now()
    const worker = async (sender: TestAccount) => {
      while (!killed) {
        const attempt: Attempt = { sender, key: randomUUID(), body: transferInput({ inputValue: 10 + attempts.length }) }
        attempts.push(attempt)
        try {
          const response = await api.create(sender.session.token, attempt.body, attempt.key)
          if (response.status === 201) {
            attempt.acknowledged = TransferSchema.parse(response.body).id
            if (++acks >= KILL_AFTER_ACKS && !killed) killed = running?.kill()
          } else {
            attempt.other = `${response.status} ${JSON.stringify(response.body)}`
          }
        } catch {
          attempt.other = 'no answer'
        }
      }
    }
    await Promise.all(senders.flatMap((sender) => Array.from({ length: WORKERS_PER_SENDER }, () => worker(sender))))
    await killed
    const burstMs = Math.round(performance.now() - burstStart)
    const acknowledged = attempts.filter((a) => a.acknowledged !== undefined)
    const unanswered = attempts.filter((a) => a.acknowledged === undefined)
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    expect(unanswered.length, 'the kill landed after the burst').toBeGreaterThan(0)
    // Whatever was answered before the kill was a 201 or a clear 503, never a 500.
    expect(unanswered.filter((a) => a.other !== 'no answer' && !a.other?.startsWith('503'))).toEqual([])

    running = await startOwnStack(dataDir, ports)
    api = createTransfersApi(running.stack.baseUrl)
    const restarted = api
    // A client whose connection drops sends the payment again with its key, as the SPA does: a pooled
    // connection to the killed stack (same port) can still be handed out once and answer 'other side closed'.
    const createAgain = async (token: string, body: unknown, key: string): Promise<Awaited<ReturnType<typeof api.create>>> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await restarted.create(token, body, key)
        } catch (error) {
          if (attempt === 3) throw error
        }
      }
    }

    // 1. Every acknowledged transfer is there, as it was answered.
    const found = await Promise.all(acknowledged.map((a) => api.get(a.sender.session.token, a.acknowledged ?? '')))
    const missing = found.flatMap((r, i) => (r.status === 200 ? [] : [`${acknowledged[i]?.acknowledged}: ${r.status} ${JSON.stringify(r.body)}`]))
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged transfers not found`).toEqual([])
    for (const [i, response] of found.entries()) {
      expect(TransferSchema.parse(response.body)).toMatchObject({ id: acknowledged[i]?.acknowledged, firstName: acknowledged[i]?.body.firstName })
    }

    // 2. Every attempt retried with its key: acknowledged ones replay their transfer; the others
    //    replay what the store kept before the kill, or are created now — once.
    const retried = await Promise.all(attempts.map((a) => createAgain(a.sender.session.token, a.body, a.key)))
    expect(retried.map((r) => (r.status === 201 ? 201 : `${r.status} ${JSON.stringify(r.body)}`))).toEqual(attempts.map(() => 201))
    const idOf = new Map(attempts.map((a, i) => [a.key, TransferSchema.parse(retried[i]?.body).id]))
    for (const a of acknowledged) expect(idOf.get(a.key)).toBe(a.acknowledged)
    const keptBeforeKill = unanswered.filter((a) => retried[attempts.indexOf(a)]?.headers.get('idempotent-replayed') === 'true').length

    // 3. One transfer per key, nothing else: each sender has exactly one live transfer per attempt.
    expect(new Set(idOf.values()).size).toBe(attempts.length)
    const table = transfersTable(FunctionEnvSchema.parse(running.stack.functionEnv))
    try {
      for (const sender of senders) {
        const ids = (await table.ownerItems(sender.user.id)).map((item) => String(item.id)).sort()
        const expected = attempts
          .filter((a) => a.sender === sender)
          .map((a) => idOf.get(a.key) ?? '')
          .sort()
        expect(ids).toEqual(expected)
      }
      // 4. Every counter (everyone's, each sender's, each day and month bucket) equals a recount.
      const recount = recountCounters(await table.scanAll())
      expect(recount.mismatches).toEqual([])
      console.log(
        `crash: stack up in ${(firstStartMs / 1000).toFixed(1)} s, burst of ${attempts.length} creations by ${SENDERS} senders ` +
          `(${SENDERS * WORKERS_PER_SENDER} concurrent) killed after ${burstMs} ms: ${acknowledged.length} acknowledged before the kill, ` +
          `${acknowledged.length} found after the restart (in ${(running.startMs / 1000).toFixed(1)} s); ${unanswered.length} unanswered, retried: ` +
          `${keptBeforeKill} had been stored before the kill (replayed), ${unanswered.length - keptBeforeKill} created on retry; ` +
          `0 duplicates; ${recount.transfers} transfers and ${recount.counters} counter items agree`,
      )
    } finally {
      table.destroy()
    }
  })
})
