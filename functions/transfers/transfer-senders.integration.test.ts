import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordTransfersExport } from '../../shared/api/route-table/transfers/record-transfers-export'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { fileAccounts } from '../users/testing/file-accounts'
import { FunctionEnvSchema, fileStackClients } from '../users/testing/local-stack'
import { testStack } from '../lib/testing/test-stack'
import { createTransfersApi } from './testing/transfers-api'

/**
 * Staff see who sent a transfer (name and e-mail, read from the sender's profile when the
 * answer is made), customers never see anyone else's; and every export of the Customer Dashboard is
 * recorded as an audit event with who, when, the filter and the row count.
 */

const api = createTransfersApi(testStack().baseUrl)
const env = FunctionEnvSchema.parse(testStack().functionEnv)
const clients = fileStackClients()
const { root, admin, unverifiedAdmin, sender, other } = fileAccounts(api.accounts, {
  admin: { label: 'snd-admin', isAdmin: true, verified: true },
  unverifiedAdmin: { label: 'snd-unverified-admin', isAdmin: true },
  sender: { label: 'snd-sender', verified: true },
  other: { label: 'snd-other', verified: true },
})

let sent: Transfer
let othersTransfer: Transfer

beforeAll(async () => {
  ;[sent, othersTransfer] = await Promise.all([
    api.createOk(sender.session.token, {
      countryId: 'tr',
      city: 'Istanbul',
      paymentType: 'Bank Transfer',
      bankName: 'Ziraat Bankası',
      accountNumber: 'TR330006100519786457841326',
    }),
    api.createOk(other.session.token),
  ])
})

/** The transfer in staff's (or anyone's) Customer Dashboard list, found by its invoice number (an exact lookup). */
async function listed(token: string, transfer: Transfer): Promise<Transfer | undefined> {
  const page = await api.page('all', token, { q: transfer.invoiceNumber })
  return page.items.find((item) => item.id === transfer.id)
}

describe('the sender, for staff', () => {
  it("staff's list and single answer name the sender with their e-mail; the payout details are there for the payout", async () => {
    const row = await listed(admin.session.token, sent)
    expect(row?.sender).toEqual({ id: sender.user.id, name: `${sender.user.firstName} ${sender.user.lastName}`, email: sender.email })
    expect(row?.bankName).toBe(sent.bankName)
    expect(row?.accountNumber).toBe(sent.accountNumber)
    expect((await api.getOk(admin.session.token, sent.id)).sender).toEqual(row?.sender)
  })

  it('names a renamed sender by their new name at once (read, not copied)', async () => {
    const renamed = await api.accounts.updateUser(root.token, other.user.id, { firstName: 'Renamed' })
    expect(renamed.status).toBe(200)
    expect((await listed(admin.session.token, othersTransfer))?.sender?.name).toBe(`Renamed ${other.user.lastName}`)
  })

  it("a customer's answers name nobody and hold only their own transfers", async () => {
    const own = await listed(sender.session.token, sent)
    expect(own).toBeDefined()
    expect(own).not.toHaveProperty('sender')
    expect((await api.getOk(sender.session.token, sent.id)).sender).toBeUndefined()
    const mine = await api.page('mine', sender.session.token, { limit: '100' })
    expect(mine.items.every((item) => item.ownerId === sender.user.id && item.sender === undefined)).toBe(true)
    // Someone else's transfer (and its payout details) is not theirs to read, by list or by id.
    expect(await listed(sender.session.token, othersTransfer)).toBeUndefined()
    expect((await api.get(sender.session.token, othersTransfer.id)).status).toBe(404)
  })

  it('an unverified staff member reads as a customer: nobody else’s transfers, senders or payout details', async () => {
    expect(await listed(unverifiedAdmin.session.token, sent)).toBeUndefined()
    expect((await api.get(unverifiedAdmin.session.token, sent.id)).status).toBe(404)
    const page = await api.page('all', unverifiedAdmin.session.token, { limit: '100' })
    expect(page.items.every((item) => item.ownerId === unverifiedAdmin.user.id && item.sender === undefined)).toBe(true)
  })
})

/** The audit events of the month of `at` recorded by `by`. */
async function auditEventsBy(by: string, at: string): Promise<Record<string, unknown>[]> {
  const out = await clients.dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#by = :by',
      ExpressionAttributeNames: { '#by': 'by' },
      ExpressionAttributeValues: { ':pk': `AUDIT#${at.slice(0, 7)}`, ':by': by },
      ConsistentRead: true,
    }),
  )
  return out.Items ?? []
}

describe('exports are recorded', () => {
  const filter = { q: 'hodan', status: 'PENDING', countryId: 'so', from: '2026-01-01', to: '2026-12-31' }

  it("records staff's export with who, when, the filter, the archived choice and the row count", async () => {
    const before = Date.now()
    const response = await api.call(recordTransfersExport, {
      token: admin.session.token,
      body: { filter, includeArchived: true, rowCount: 42 },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const { id, at } = response.body as { id: string; at: string }
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000)
    expect(await auditEventsBy(admin.user.id, at)).toEqual([
      expect.objectContaining({
        sk: `${at}#${id}`,
        id,
        at,
        type: 'transfers-export',
        by: admin.user.id,
        byName: `${admin.user.firstName} ${admin.user.lastName}`,
        byEmail: admin.email,
        details: { scope: 'all', filter, includeArchived: true, rowCount: 42 },
      }),
    ])
  })

  it("records a customer's export of their own transfers as theirs", async () => {
    const response = await api.call(recordTransfersExport, { token: sender.session.token, body: { filter: {}, includeArchived: false, rowCount: 1 } })
    expect(response.status).toBe(201)
    const { at } = response.body as { at: string }
    expect(await auditEventsBy(sender.user.id, at)).toEqual([
      expect.objectContaining({ by: sender.user.id, details: { scope: 'own', filter: {}, includeArchived: false, rowCount: 1 } }),
    ])
  })

  it('refuses an export record without a session, or with a body it does not know, and records nothing', async () => {
    const body = { filter: {}, includeArchived: false, rowCount: 1 }
    expect((await api.call(recordTransfersExport, { body })).status).toBe(401)
    for (const bad of [
      { ...body, rowCount: -1 },
      { ...body, filter: { owner: 'someone' } },
      { ...body, by: sender.user.id },
      { filter: { status: 'LOST' }, includeArchived: false, rowCount: 1 },
    ]) {
      const response = await api.call(recordTransfersExport, { token: other.session.token, body: bad })
      expect(response.status, JSON.stringify(bad)).toBe(400)
    }
    expect(await auditEventsBy(other.user.id, new Date().toISOString())).toEqual([])
  })
})
