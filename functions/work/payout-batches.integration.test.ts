import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AppliedResultsSchema,
  PayoutBatchDetailSchema,
  PayoutBatchFileSchema,
  PayoutBatchPageSchema,
  PayoutBatchSchema,
} from '../../shared/payouts/payout-batch'
import { routes } from '../../shared/api/routes'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { TransfersPageSchema } from '../../shared/transfers/transfer-list'
import { RESULT_FILE_MESSAGES, RESULT_LINE_MESSAGES } from '../../shared/payouts/payout-batch-messages'
import { BATCH_FILE_COLUMNS } from '../domain/payout-files'
import { testStack } from '../lib/testing/test-stack'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { createTransfersApi, senderPool, fileTransfersTable } from '../transfers/testing/transfers-api'

/**
 * Payout batches against the local stack (docs/payout-batches.md): a batch takes ready
 * transfers out of their queue, at most one open batch per transfer even under races; its file is
 * for verified staff and recorded; the partner's result file is judged whole, applied once, pays out
 * through the domain (the ledger posts once) or returns a failed payout to the queue with its reason.
 * Kenya mobile money, the file's own transfers only (other files share the table).
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()
const QUEUE = { countryId: 'ke', paymentType: 'Mobile Money' } as const
const HEADER = 'reference,status,reason'

let staff: TestAccount
let otherStaff: TestAccount
let unverifiedAdmin: TestAccount
let nextSender: () => Promise<TestAccount>

beforeAll(async () => {
  const root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  ;[staff, otherStaff, unverifiedAdmin] = await Promise.all([
    api.accounts.createAccount('batch-staff', root.token, { isAdmin: true, verified: true }),
    api.accounts.createAccount('batch-staff-2', root.token, { isAdmin: true, verified: true }),
    api.accounts.createAccount('batch-unverified', root.token, { isAdmin: true, verified: false }),
  ])
  nextSender = senderPool(() => api.accounts.createAccount('batch-sender', root.token))
})

/** A ready Kenya M-Pesa transfer, typed with a local number (the file must say it in E.164). */
async function ready(): Promise<Transfer & { senderToken: string }> {
  const sender = await nextSender()
  const transfer = await api.createOk(sender.session.token, { ...QUEUE, walletProvider: 'M-Pesa', mobileNumber: '0712345678' })
  return { ...transfer, senderToken: sender.session.token }
}

const as = (account: TestAccount) => account.session.token
const createBatch = (token: string, transferIds: string[]) => api.call(routes.createPayoutBatch, { token, body: { ...QUEUE, transferIds } })
const upload = (token: string, id: string, csv: string) => api.call(routes.uploadPayoutResults, { token, params: { id }, body: { csv } })
const detail = async (id: string) => PayoutBatchDetailSchema.parse((await api.call(routes.getPayoutBatch, { token: as(staff), params: { id } })).body)

async function batchOk(transferIds: string[]) {
  const response = await createBatch(as(staff), transferIds)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return PayoutBatchSchema.parse(response.body)
}

async function readyIds(): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const response = await api.call(routes.listReadyPayouts, { token: as(staff), query: { ...QUEUE, limit: '100', ...(cursor ? { cursor } : {}) } })
    const page = TransfersPageSchema.parse(response.body)
    ids.push(...page.items.map((item) => item.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

describe('payout batches', () => {
  it('takes ready transfers out of the queue, with totals per currency and who made it; a transfer in two batches is refused', async () => {
    const [a, b] = await Promise.all([ready(), ready()])
    const batch = await batchOk([a.id, b.id])
    expect(batch).toMatchObject({ ...QUEUE, status: 'open', count: 2, transferIds: [a.id, b.id], createdBy: { id: staff.user.id } })
    expect(batch.totals).toEqual([{ currency: a.payout.currency, minor: a.payout.receiveMinor + b.payout.receiveMinor, count: 2 }])
    const queue = await readyIds()
    expect(queue).not.toContain(a.id)
    expect(queue).not.toContain(b.id)
    const again = await createBatch(as(otherStaff), [a.id])
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'ALREADY_BATCHED' })
    const listed = PayoutBatchPageSchema.parse((await api.call(routes.listPayoutBatches, { token: as(staff), query: { limit: '100' } })).body)
    expect(listed.items.map((item) => item.id)).toContain(batch.id)
    expect((await api.getOk(as(staff), a.id)).history?.map((event) => event.type)).toContain('batched')
  })

  it('of staff batching the same transfer at once, exactly one wins', async () => {
    const shared = await ready()
    const answers = await Promise.all([
      createBatch(as(staff), [shared.id]),
      createBatch(as(otherStaff), [shared.id]),
      createBatch(as(staff), [shared.id]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    expect((await table.transferItem(shared.id))?.batchId).toBe(PayoutBatchSchema.parse(answers.find((answer) => answer.status === 201)?.body).id)
  })

  it('downloads the file for verified staff only: a row per payout, the phone in E.164, the amount in minor units', async () => {
    const transfer = await ready()
    const batch = await batchOk([transfer.id])
    for (const token of [transfer.senderToken, as(unverifiedAdmin)]) {
      expect((await api.call(routes.getPayoutBatchFile, { token, params: { id: batch.id } })).status).toBe(403)
    }
    const file = PayoutBatchFileSchema.parse((await api.call(routes.getPayoutBatchFile, { token: as(staff), params: { id: batch.id } })).body)
    const [header, row, ...rest] = Papa.parse<string[]>(file.csv, { skipEmptyLines: true }).data
    expect(header).toEqual([...BATCH_FILE_COLUMNS])
    expect(rest).toEqual([])
    expect(row).toEqual([
      transfer.id,
      transfer.invoiceNumber,
      [transfer.firstName, transfer.middleName, transfer.lastName].filter(Boolean).join(' '),
      '+254712345678',
      'KE',
      transfer.city,
      'mobile_money',
      'M-Pesa',
      '',
      '',
      String(transfer.payout.receiveMinor),
      transfer.payout.currency,
    ])
  })

  it('refuses a malformed file whole, naming the line, and changes nothing', async () => {
    const [a, b] = await Promise.all([ready(), ready()])
    const batch = await batchOk([a.id, b.id])
    const response = await upload(as(staff), batch.id, [HEADER, `${a.id},paid,`, `${b.id},failed,`].join('\n'))
    expect(response.status).toBe(422)
    expect(response.body).toMatchObject({ code: 'RESULT_FILE_INVALID', fields: { line: '3', 'line 3': RESULT_FILE_MESSAGES.reason } })
    expect((await api.getOk(as(staff), a.id)).status).toBe('PENDING')
    expect(await table.journal(a.id)).toHaveLength((await table.journal(b.id)).length)
    expect((await detail(batch.id)).results).toEqual([])
  })

  it('pays one and returns the other with the reason; the same file again changes nothing', async () => {
    const [a, b] = await Promise.all([ready(), ready()])
    const batch = await batchOk([a.id, b.id])
    const journalBefore = (await table.journal(a.id)).length
    const csv = [HEADER, `${a.id},paid,`, `${b.id},failed,Wallet not registered`, ''].join('\r\n')
    const first = AppliedResultsSchema.parse((await upload(as(otherStaff), batch.id, csv)).body)
    expect(first).toMatchObject({ alreadyApplied: false, paid: 1, failed: 1, refused: 0, skipped: 0 })
    expect(first.batch).toMatchObject({ status: 'settled', results: { paid: 1, failed: 1, refused: 0 } })

    const paid = await api.getOk(as(staff), a.id)
    expect(paid.status).toBe('PAID')
    const payouts = (await table.journal(a.id)).filter((entry) => entry.reason === 'payout')
    expect(payouts).toHaveLength(1)
    expect((await table.journal(a.id)).length).toBe(journalBefore + 1)

    const failed = await api.getOk(as(staff), b.id)
    expect(failed.status).toBe('PENDING')
    expect(failed.history?.find((event) => event.type === 'payout-failed')).toMatchObject({ reason: 'Wallet not registered', batchId: batch.id })
    expect(await readyIds()).toContain(b.id)
    // The sender reads the payout, not staff's batch work.
    const senderView = await api.getOk(b.senderToken, b.id)
    expect(senderView.history?.some((event) => event.type === 'payout-failed' || event.type === 'batched')).toBe(false)

    const second = AppliedResultsSchema.parse((await upload(as(otherStaff), batch.id, csv)).body)
    expect(second).toMatchObject({ alreadyApplied: true, paid: 0, failed: 0 })
    expect((await table.journal(a.id)).length).toBe(journalBefore + 1)
    // The same rows in another file (a re-export by the partner): each is skipped.
    const reworded = AppliedResultsSchema.parse((await upload(as(otherStaff), batch.id, csv.replace('Wallet not registered', 'Not registered'))).body)
    expect(reworded).toMatchObject({ alreadyApplied: false, paid: 0, failed: 0, skipped: 2 })
    expect((await table.events(b.id)).filter((event) => event.type === 'payout-failed')).toHaveLength(1)
  })

  it('never pays out a transfer cancelled after it was batched: its line is refused, the others applied', async () => {
    const [a, b] = await Promise.all([ready(), ready()])
    const batch = await batchOk([a.id, b.id])
    expect((await api.cancel(a.senderToken, a.id)).status).toBe(200)
    const answer = await upload(as(otherStaff), batch.id, [HEADER, `${a.id},paid,`, `${b.id},paid,`].join('\n'))
    expect(answer.status).toBe(200)
    const applied = AppliedResultsSchema.parse(answer.body)
    expect(applied.lines).toEqual([
      { line: 2, reference: a.id, outcome: 'refused', message: RESULT_LINE_MESSAGES.cancelled },
      { line: 3, reference: b.id, outcome: 'paid' },
    ])
    expect((await api.getOk(as(staff), a.id)).status).toBe('CANCELLED')
    expect((await table.journal(a.id)).some((entry) => entry.reason === 'payout')).toBe(false)
    expect(applied.batch.status).toBe('settled')
  })

  it('refuses staff their own transfer, in a batch and in a result file, and non-staff everything', async () => {
    const own = await api.createOk(as(staff), { ...QUEUE, walletProvider: 'M-Pesa' })
    const refused = await createBatch(as(staff), [own.id])
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'OWN_TRANSFER' })
    // Batched by a colleague, its result is still not the sender's to upload.
    const batchResponse = await createBatch(as(otherStaff), [own.id])
    expect(batchResponse.status).toBe(201)
    const batch = PayoutBatchSchema.parse(batchResponse.body)
    const mine = await upload(as(staff), batch.id, [HEADER, `${own.id},paid,`].join('\n'))
    expect(mine.status).toBe(422)
    expect(mine.body).toMatchObject({ fields: { 'line 2': RESULT_FILE_MESSAGES.own } })

    const transfer = await ready()
    for (const token of [transfer.senderToken, as(unverifiedAdmin)]) {
      expect((await createBatch(token, [transfer.id])).status).toBe(403)
      expect((await api.call(routes.listPayoutBatches, { token })).status).toBe(403)
      expect((await api.call(routes.getPayoutBatch, { token, params: { id: batch.id } })).status).toBe(403)
      expect((await upload(token, batch.id, `${HEADER}\n${own.id},paid,`)).status).toBe(403)
    }
    expect((await api.call(routes.getPayoutBatch, { token: as(staff), params: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } })).status).toBe(404)
    expect((await createBatch(as(staff), [])).status).toBe(400)
  })
})
