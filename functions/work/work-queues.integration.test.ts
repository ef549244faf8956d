import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { TransfersPageSchema } from '../../shared/transfers/transfer-list'
import { WorkQueuesSchema, type WorkQueues } from '../../shared/work/work-queues'
import { testStack } from '../lib/testing/test-stack'
import { fileAccounts } from '../users/testing/file-accounts'
import { createTransfersApi, fileTransfersTable } from '../transfers/testing/transfers-api'

/**
 * Staff's work queues against the local stack: a transfer is in its corridor and method's
 * payout queue exactly while it is ready to pay out (PENDING), whatever moved it there or away: the
 * create, a hold and its release, a payout, a cancellation (only a final transfer is archived, and a
 * transfer's destination and payout method are fixed once paid for, so it never changes queue).
 * Other files share the table, so the checks are on this file's own transfers and on counts that
 * cannot be lower than what they hold.
 */

const api = createTransfersApi(testStack().baseUrl)
const env = testStack().functionEnv as Record<string, string>
const table = fileTransfersTable()
const REASON = 'Checked against the passport: not the listed person'
const { staff, unverifiedAdmin, sender } = fileAccounts(api.accounts, {
  staff: { label: 'work-staff', isAdmin: true, verified: true },
  unverifiedAdmin: { label: 'work-unverified', isAdmin: true, verified: false },
  sender: { label: 'work-sender' },
})

async function queues(): Promise<WorkQueues> {
  const response = await api.accounts.call(routes.getWorkQueues, { token: staff.session.token })
  expect(response.status).toBe(200)
  return WorkQueuesSchema.parse(response.body)
}

/** The ids in one payout queue, every page, in the order staff see them. */
async function readyIds(countryId: string, paymentType: Transfer['paymentType']): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const response = await api.accounts.call(routes.listReadyPayouts, {
      token: staff.session.token,
      query: { countryId, paymentType, limit: '100', ...(cursor ? { cursor } : {}) },
    })
    expect(response.status).toBe(200)
    const page = TransfersPageSchema.parse(response.body)
    ids.push(...page.items.map((item) => item.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

const readyCount = (all: WorkQueues, countryId: string, paymentType: string) =>
  all.ready.find((queue) => queue.countryId === countryId && queue.paymentType === paymentType)?.count ?? 0

describe('work queues', () => {
  it('a transfer is in its payout queue exactly while it is ready: created, held, released, paid', async () => {
    const first = await api.createOk(sender.session.token, {
      countryId: 'rw',
      paymentType: 'Bank Transfer',
      bankName: 'Bank of Kigali',
      accountNumber: '00012345678',
    })
    const second = await api.createOk(sender.session.token, {
      countryId: 'rw',
      paymentType: 'Bank Transfer',
      bankName: 'Bank of Kigali',
      accountNumber: '00012345679',
    })
    // Oldest first: the order to pay out in.
    const queue = await readyIds('rw', 'Bank Transfer')
    expect(queue.indexOf(first.id)).toBeGreaterThanOrEqual(0)
    expect(queue.indexOf(first.id)).toBeLessThan(queue.indexOf(second.id))
    expect(readyCount(await queues(), 'rw', 'Bank Transfer')).toBeGreaterThanOrEqual(2)

    // Held as the server's own checks hold, in this process on the stack's table.
    Object.assign(process.env, env)
    const { holdTransfer } = await import('../transfers/testing/hold-transfer')
    await holdTransfer(first.id)
    expect(await readyIds('rw', 'Bank Transfer')).not.toContain(first.id)
    expect((await queues()).held).toBeGreaterThanOrEqual(1)
    expect((await api.release(staff.session.token, first.id, { reason: REASON })).status).toBe(200)
    expect(await readyIds('rw', 'Bank Transfer')).toContain(first.id)

    const paid = await api.update(staff.session.token, second.id, { status: 'PAID', version: second.version })
    expect(paid.status).toBe(200)
    expect(await readyIds('rw', 'Bank Transfer')).not.toContain(second.id)
  })

  it('a cancelled transfer leaves the queue', async () => {
    const cancelled = await api.createOk(sender.session.token, { countryId: 'dj', paymentType: 'Cash Collection' })
    expect(await readyIds('dj', 'Cash Collection')).toContain(cancelled.id)
    expect((await api.cancel(sender.session.token, cancelled.id)).status).toBe(200)
    expect(await readyIds('dj', 'Cash Collection')).not.toContain(cancelled.id)
  })

  it('a ready transfer stored before the queues existed is queued by the backfill, once, and nothing else is touched', async () => {
    const older = await api.createOk(sender.session.token, { countryId: 'dj', paymentType: 'Mobile Money', walletProvider: 'D-Money' })
    const paid = await api.createOk(sender.session.token, { countryId: 'dj', paymentType: 'Mobile Money', walletProvider: 'D-Money' })
    expect((await api.update(staff.session.token, paid.id, { status: 'PAID', version: paid.version })).status).toBe(200)
    // As an older release stored it: no payout queue keys.
    await table.removeFields({ pk: `TRANSFER#${older.id}`, sk: 'TRANSFER' }, ['gsi3pk', 'gsi3sk'])
    expect(await readyIds('dj', 'Mobile Money')).not.toContain(older.id)

    Object.assign(process.env, env)
    const { queueReadyTransfers } = await import('../services/payout-queue-backfill')
    expect((await queueReadyTransfers()).queued).toBeGreaterThanOrEqual(1)
    const queue = await readyIds('dj', 'Mobile Money')
    expect(queue).toContain(older.id)
    expect(queue).not.toContain(paid.id)
    // Run again: nothing left to queue of this file's, and the transfer itself unchanged.
    const before = await table.transferItem(older.id)
    await queueReadyTransfers()
    expect(await table.transferItem(older.id)).toEqual(before)
  })

  it('counts the open claims and those past their due date', async () => {
    const all = await queues()
    expect(all.claims.overdue).toBeLessThanOrEqual(all.claims.open)
    expect(all.ready.every((queue) => queue.count > 0)).toBe(true)
  })

  it('is for verified staff only: a sender and an unverified admin are refused, and so is a malformed queue', async () => {
    for (const token of [sender.session.token, unverifiedAdmin.session.token]) {
      expect((await api.accounts.call(routes.getWorkQueues, { token })).status).toBe(403)
      expect((await api.accounts.call(routes.listReadyPayouts, { token, query: { countryId: 'ke', paymentType: 'Mobile Money' } })).status).toBe(403)
    }
    const malformed = await api.accounts.call(routes.listReadyPayouts, {
      token: staff.session.token,
      query: { countryId: 'ke', paymentType: 'Cheque' },
    })
    expect(malformed.status).toBe(400)
    const forged = await api.accounts.call(routes.listReadyPayouts, {
      token: staff.session.token,
      query: {
        countryId: 'ke',
        paymentType: 'Mobile Money',
        cursor: Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE' })).toString('base64url'),
      },
    })
    expect(forged.status).toBe(400)
  })
})
