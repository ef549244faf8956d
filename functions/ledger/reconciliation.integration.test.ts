import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { ReconciliationAnswerSchema, type ReconciliationReport } from '../../shared/ledger/reconciliation-report'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import type { Session } from '../../shared/users/user'
import { captureLogs } from '../lib/logger'
import { testStack } from '../lib/testing/test-stack'
import { createTransfersApi, senderPool, transferOf, transfersTable } from '../transfers/testing/transfers-api'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'

/**
 * The daily reconciliation against the local stack: after transfers, cancels and payouts the job
 * reports a clean day, which staff read at GET /api/reconciliation; a tampered journal item is a
 * break naming its transfer; transfers whose entries are missing (stored before the ledger) are
 * breaks until `backfillLedger` writes their opening entries, once.
 *
 * The stack is this file's alone while it runs, but the files before it left their transfers: the
 * books of the whole table are checked, and every item this file changes is put back.
 */

const env = FunctionEnvSchema.parse(testStack().functionEnv)
// The job and the backfill run in this process, against the stack's emulators.
Object.assign(process.env, testStack().functionEnv)
const api = createTransfersApi(testStack().baseUrl)
const table = transfersTable(env)
const { dynamo } = localStackClients(env)
const today = () => new Date().toISOString().slice(0, 10)

let root: Session
let sender: TestAccount
let nextSender: () => Promise<TestAccount>

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  nextSender = senderPool(() => api.accounts.createAccount('recon-sender', root.token))
  sender = await nextSender()
})
afterAll(() => table.destroy())

/** Runs the daily job for today, as `npm start`'s timer does, and reads its report back through the API as staff. */
async function reconciled(): Promise<ReconciliationReport> {
  const { handler } = await import('../jobs/reconcile-ledger')
  // The job's log line is the test's, not the console's.
  const restore = captureLogs(() => undefined)
  await handler({ day: today() }).finally(restore)
  const response = await api.call(routes.getReconciliation, { token: root.token, query: { day: today() } })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const { report, days } = ReconciliationAnswerSchema.parse(response.body)
  expect(days.map((row) => row.day)).toContain(today())
  if (!report) throw new Error('no report for today')
  return report
}

const breaksOf = (report: ReconciliationReport, id: string) => report.breaks.filter((found) => found.transferId === id)

async function paidOut(transfer: Transfer): Promise<Transfer> {
  return transferOf(await api.update(root.token, transfer.id, { status: 'PAID', version: transfer.version }), 200)
}

async function cancelled(owner: TestAccount, transfer: Transfer): Promise<Transfer> {
  return transferOf(await api.cancel(owner.session.token, transfer.id), 200)
}

const TableName = env.TABLE_NAME
const putItem = (item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName, Item: item }))
const deleteItem = (item: Record<string, unknown>) => dynamo.send(new DeleteCommand({ TableName, Key: { pk: item.pk, sk: item.sk } }))

describe('the daily reconciliation', () => {
  it('reports a clean day after transfers, cancels and payouts, and staff read it', async () => {
    const [kept, paid, withdrawn] = await Promise.all([1, 2, 3].map(() => api.createOk(sender.session.token)))
    if (!kept || !paid || !withdrawn) throw new Error('three transfers')
    await paidOut(paid)
    await cancelled(sender, withdrawn)

    const report = await reconciled()
    expect(report.breaks).toEqual([])
    expect(report.breakCount).toBe(0)
    expect(report.transfers).toBeGreaterThanOrEqual(3)
    expect(report.trialBalance.every((row) => row.debitMinor === row.creditMinor)).toBe(true)
    const usd = (account: string) => report.accounts.find((row) => row.account === account && row.currency === 'USD')
    // Today's payments and the refund are in the day's totals; the fee of the payout is earned.
    expect(usd('card-funds-received')?.dayDebitMinor).toBeGreaterThanOrEqual(3 * kept.totalCents)
    expect(usd('refunds-payable')?.balanceMinor).toBe(0)
    expect(usd('fee-revenue')?.dayCreditMinor).toBeGreaterThanOrEqual(paid.feeCents)

    // A sender is refused.
    const refused = await api.call(routes.getReconciliation, { token: sender.session.token })
    expect(refused.status).toBe(403)
  })

  it('finds a tampered journal item, naming its transfer, and is clean again once it is put back', async () => {
    const transfer = await paidOut(await api.createOk(sender.session.token))
    const payout = (await table.journal(transfer.id)).find((item) => item.reason === 'payout')
    if (!payout) throw new Error('the payout posted no entry')
    const lines = payout.lines as { account: string; minor: number }[]
    const tampered = lines.map((line) => (line.account === 'fee-revenue' ? { ...line, minor: line.minor - 1 } : line))
    await putItem({ ...payout, lines: tampered })
    try {
      const report = await reconciled()
      expect(breaksOf(report, transfer.id)).toEqual([
        expect.objectContaining({ kind: 'unbalanced-entry', currency: 'USD', expectedMinor: 0, foundMinor: 1, entry: payout.sk }),
        expect.objectContaining({
          kind: 'status-balance',
          account: 'fee-revenue',
          expectedMinor: -transfer.feeCents,
          foundMinor: 1 - transfer.feeCents,
        }),
      ])
      expect(report.breaks[0]).toEqual({ kind: 'trial-balance', currency: 'USD', expectedMinor: 0, foundMinor: 1 })
    } finally {
      await putItem(payout)
    }
    expect((await reconciled()).breakCount).toBe(0)
  })

  it('backfills the opening entries of transfers stored before the ledger, once, and the books are clean again', async () => {
    const owner = await nextSender()
    const [pending, paid, withdrawn, paidLater] = await Promise.all([1, 2, 3, 4].map(() => api.createOk(owner.session.token)))
    if (!pending || !paid || !withdrawn || !paidLater) throw new Error('four transfers')
    await Promise.all([paidOut(paid), cancelled(owner, withdrawn), paidOut(paidLater)])
    // As if stored before the ledger: no entries at all; and one made before it but paid out after (its payout posted).
    const removed: Record<string, unknown>[] = []
    for (const transfer of [pending, paid, withdrawn]) removed.push(...(await table.journal(transfer.id)))
    removed.push(...(await table.journal(paidLater.id)).filter((item) => item.reason === 'payment'))
    await Promise.all(removed.map(deleteItem))

    const broken = await reconciled()
    for (const transfer of [pending, paid, withdrawn, paidLater]) {
      expect(breaksOf(broken, transfer.id)).toEqual([expect.objectContaining({ kind: 'missing-payment' })])
    }

    const { backfillLedger } = await import('../services/ledger-backfill')
    const first = await backfillLedger()
    // PENDING: payment; PAID: payment, payout; CANCELLED: payment, refund, refund issued; paid later: its payment.
    expect(first).toMatchObject({ backfilled: 4, entries: 1 + 2 + 3 + 1, skipped: [] })
    expect((await table.journal(paid.id)).map((item) => [item.sk, item.reason, item.backfilled])).toEqual([
      ['JOURNAL#00000000#0', 'payment', true],
      ['JOURNAL#00000000#1', 'payout', true],
    ])
    // Run again: nothing left to write.
    expect(await backfillLedger()).toMatchObject({ backfilled: 0, entries: 0, skipped: [] })
    expect((await reconciled()).breakCount).toBe(0)
  })
})
