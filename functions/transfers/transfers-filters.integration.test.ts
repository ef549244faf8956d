import { beforeAll, describe, expect, it } from 'vitest'
import { TransferSchema, type Transfer, type TransferStats } from '../../shared/transfers/transfer-schemas'
import { fileAccounts } from '../users/testing/file-accounts'
import { createTransfersApi, expectError, fileTransfersTable, QUOTE_TO_FETCH, uniqueCard, uniqueWord } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * The Customer Dashboard's Advanced filters (status, destination, UTC days) and Add Customer's
 * `ownerId`, over HTTP against the local stack. A fresh sender's own list has exactly the transfers
 * made here, so its stats can be compared whole; everyone's list is shared with other files, so
 * there only deltas count. Expected figures are worked out by hand from the amounts sent.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()
const { admin, sender } = fileAccounts(api.accounts, {
  admin: { label: 'txf-admin', isAdmin: true, verified: true },
  // Verified with identity details: one of its transfers is $4,000.
  sender: (rootToken) => api.identifiedSender('txf-sender', rootToken),
})

/** so 100 (PAID by staff), ke 200, so 4000: fees 5.00, 10.00, 120.00 (3% above 3,000). */
let paidSo: Transfer
let pendingKe: Transfer
let pendingSo: Transfer

const today = () => new Date().toISOString().slice(0, 10)
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const ids = (items: readonly Transfer[]) => items.map((t) => t.id).sort()
const sorted = (...transfers: Transfer[]) => ids(transfers)

/** Whole-dollar figures, none on hold, cancelled or refunded: the volume sent and fees charged of every transfer, the fees earned by the paid-out ones. */
interface Figures {
  total: number
  paid: number
  pending: number
  sent: number
  fees: number
  earned: number
}
const withCents = ({ total, paid, pending, sent, fees, earned }: Figures): TransferStats => ({
  total,
  paid,
  pending,
  onHold: 0,
  cancelled: 0,
  sentCents: sent * 100,
  feesChargedCents: fees * 100,
  feeRevenueCents: earned * 100,
  fxRevenueCents: 0,
  claimRefundsCents: 0,
  refundedCents: 0,
})

beforeAll(async () => {
  const token = sender.session.token
  const first = await api.createOk(token, { countryId: 'so', inputValue: 100 })
  pendingKe = await api.createOk(token, { countryId: 'ke', city: 'Nairobi', inputValue: 200 })
  pendingSo = await api.createOk(token, { countryId: 'so', inputValue: 4000 })
  paidSo = await api.updateOk(admin.session.token, first.id, { status: 'PAID', version: first.version })
  await api.indexed(admin.session.token, pendingSo)
})

describe('Advanced filters: the list and its stats narrow together', () => {
  const mine = (query: Record<string, string>) => api.page('mine', sender.session.token, query)

  it.each([
    ['nothing', {}, () => [paidSo, pendingKe, pendingSo], { total: 3, paid: 1, pending: 2, sent: 100 + 200 + 4000, fees: 135, earned: 5 }],
    ['PAID', { status: 'PAID' }, () => [paidSo], { total: 1, paid: 1, pending: 0, sent: 100, fees: 5, earned: 5 }],
    ['PENDING', { status: 'PENDING' }, () => [pendingKe, pendingSo], { total: 2, paid: 0, pending: 2, sent: 4200, fees: 130, earned: 0 }],
    ['Somalia', { countryId: 'so' }, () => [paidSo, pendingSo], { total: 2, paid: 1, pending: 1, sent: 4100, fees: 125, earned: 5 }],
    ['Kenya, PENDING', { countryId: 'KE', status: 'PENDING' }, () => [pendingKe], { total: 1, paid: 0, pending: 1, sent: 200, fees: 10, earned: 0 }],
    ['Somalia, PAID', { countryId: 'so', status: 'PAID' }, () => [paidSo], { total: 1, paid: 1, pending: 0, sent: 100, fees: 5, earned: 5 }],
    ['Turkey', { countryId: 'tr' }, () => [], { total: 0, paid: 0, pending: 0, sent: 0, fees: 0, earned: 0 }],
  ] as const)('%s', async (_name, query, expected: () => Transfer[], dollars: Figures) => {
    const page = await mine({ ...query, limit: '100' })
    expect(ids(page.items)).toEqual(sorted(...expected()))
    expect(page.stats).toEqual(withCents(dollars))
  })

  it('finds a transfer by its invoice as every screen shows it (SO-US-…) and as stored (US-…); the stats count what was found', async () => {
    const shown = `SO-${pendingSo.invoiceNumber}`
    for (const q of [shown, shown.toLowerCase(), pendingSo.invoiceNumber, ` ${shown} `]) {
      const page = await mine({ q })
      expect(ids(page.items), q).toEqual(sorted(pendingSo))
      // Spec 2.7: Total Customers is the filtered count, the search included (it was 3 here).
      expect(page.stats, q).toEqual(withCents({ total: 1, paid: 0, pending: 1, sent: 4000, fees: 120, earned: 0 }))
    }
    // The letters must be the transfer's own country's.
    const wrong = await mine({ q: `KE-${pendingSo.invoiceNumber}` })
    expect(wrong.items).toEqual([])
    expect(wrong.stats.total).toBe(0)
  })

  it("a search answered in one page counts its matches in the stats; staff see the same in everyone's list", async () => {
    const page = await mine({ q: pendingKe.mobileNumber.slice(0, 6), countryId: 'ke' })
    expect(ids(page.items)).toEqual(sorted(pendingKe))
    expect(page.stats).toEqual(withCents({ total: 1, paid: 0, pending: 1, sent: 200, fees: 10, earned: 0 }))
    const everyone = await api.page('all', admin.session.token, { q: `so-${paidSo.invoiceNumber}` })
    expect(ids(everyone.items)).toEqual(sorted(paidSo))
    expect(everyone.stats).toEqual(withCents({ total: 1, paid: 1, pending: 0, sent: 100, fees: 5, earned: 5 }))
  })

  it('today (UTC) holds all three; days before and after hold none, in the list and in the stats', async () => {
    const todays = await mine({ from: today(), to: today(), limit: '100' })
    expect(ids(todays.items)).toEqual(sorted(paidSo, pendingKe, pendingSo))
    expect(todays.stats.total).toBe(3)
    // A range ending yesterday, and one from tomorrow on (open end), find nothing.
    const empty: Record<string, string>[] = [{ to: dayOffset(-1) }, { from: dayOffset(1) }, { from: dayOffset(-40), to: dayOffset(-1) }]
    for (const query of empty) {
      const page = await mine({ ...query, limit: '100' })
      expect(page.items, JSON.stringify(query)).toEqual([])
      expect(page.stats, JSON.stringify(query)).toEqual(withCents({ total: 0, paid: 0, pending: 0, sent: 0, fees: 0, earned: 0 }))
    }
    // A long range around today (whole months in the middle) counts the same as today alone.
    const year = await mine({ from: dayOffset(-200), to: dayOffset(200), status: 'PENDING' })
    expect(year.stats).toEqual(withCents({ total: 2, paid: 0, pending: 2, sent: 4200, fees: 130, earned: 0 }))
  })

  it('an exact invoice or mobile lookup obeys the filters too', async () => {
    expect(ids((await mine({ q: paidSo.invoiceNumber, status: 'PAID' })).items)).toEqual([paidSo.id])
    expect((await mine({ q: paidSo.invoiceNumber, status: 'PENDING' })).items).toEqual([])
    expect((await mine({ q: pendingKe.mobileNumber, countryId: 'so' })).items).toEqual([])
    expect(ids((await mine({ q: pendingKe.mobileNumber, countryId: 'ke' })).items)).toEqual([pendingKe.id])
  })

  it("search text and filters combine; staff see the sender's transfers in everyone's list", async () => {
    const found = await api.page('all', admin.session.token, { q: pendingSo.lastName, status: 'PENDING', countryId: 'so' })
    expect(ids(found.items)).toEqual([pendingSo.id])
    expect((await api.page('all', admin.session.token, { q: pendingSo.lastName, status: 'PAID' })).items).toEqual([])
  })

  it('pages through a filter with cursors; a cursor of another day range is refused', async () => {
    const pages = await api.allPages('mine', sender.session.token, { status: 'PENDING', limit: '1' })
    expect(ids(pages.flatMap((p) => p.items))).toEqual(sorted(pendingKe, pendingSo))
    const first = await mine({ limit: '1' })
    expect(first.nextCursor).toBeDefined()
    expectError(
      await api.listMine(sender.session.token, { cursor: first.nextCursor ?? '', to: dayOffset(-1) }),
      400,
      'This page link is no longer valid',
    )
  })

  it('refuses a reversed range and an unknown status with field messages', async () => {
    expectError(await api.listAll(admin.session.token, { from: today(), to: dayOffset(-1) }), 400, 'The start date must be on or before the end date')
    expectError(await api.listAll(admin.session.token, { status: 'READY' }), 400, 'Status must be PENDING, PAID, CANCELLED or ON_HOLD')
  })

  it("everyone's filtered stats move by exactly one new transfer, and back when it is cancelled", async () => {
    const query = { countryId: 'rw', from: today(), to: today(), status: 'PENDING' }
    const before = (await api.page('all', admin.session.token, query)).stats
    const made = await api.createOk(sender.session.token, { countryId: 'rw', city: 'Kigali', inputValue: 50 })
    const during = (await api.page('all', admin.session.token, query)).stats
    expect({
      total: during.total - before.total,
      pending: during.pending - before.pending,
      feesCharged: during.feesChargedCents - before.feesChargedCents,
      sent: during.sentCents - before.sentCents,
    }).toEqual({ total: 1, pending: 1, feesCharged: 250, sent: 5000 })
    expect((await api.cancel(sender.session.token, made.id)).status).toBe(200)
    expect((await api.page('all', admin.session.token, query)).stats).toEqual(before)
  })
})

describe('Add Customer: staff record a transfer for another user', () => {
  it('the owner sees it as their own; the history names the admin who recorded it to staff only', async () => {
    const response = await api.create(admin.session.token, { ...transferBody(), ownerId: sender.user.id })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const made = TransferSchema.parse(response.body)
    expect(made.ownerId).toBe(sender.user.id)
    expect(ids((await api.page('mine', sender.session.token, { q: made.invoiceNumber })).items)).toEqual([made.id])
    // The sender sees who recorded it only as another party (the SPA says 'by Remit'): staff's names stay with staff.
    const read = await api.getOk(sender.session.token, made.id)
    expect(read.history).toEqual([expect.objectContaining({ type: 'created', by: admin.user.id })])
    expect(read.history?.[0]).not.toHaveProperty('byName')
    const staffRead = await api.getOk(admin.session.token, made.id)
    expect(staffRead.history).toEqual([
      expect.objectContaining({ type: 'created', by: admin.user.id, byName: `${admin.user.firstName} ${admin.user.lastName}` }),
    ])
  })

  it('a sender naming someone else → 403; staff naming an unknown user → 404; neither records anything', async () => {
    const before = await table.ownerStats(admin.user.id)
    const body = transferBody()
    expectError(
      await api.create(sender.session.token, { ...body, ownerId: admin.user.id }),
      403,
      'Only admins can record a transfer for another user',
    )
    expectError(await api.create(admin.session.token, { ...body, ownerId: 'no-such-user-0000' }), 404, 'User not found')
    expect((await api.page('all', admin.session.token, { q: body.lastName })).items).toEqual([])
    expect(await table.ownerStats(admin.user.id)).toEqual(before)
  })
})

function transferBody() {
  return {
    firstName: uniqueWord('Asha'),
    middleName: 'Ali',
    lastName: uniqueWord('Noor'),
    mobileNumber: '617550177',
    countryId: 'so',
    city: 'Banadir',
    relationship: 'Sister',
    sendingReason: 'Education',
    paymentType: 'Cash Collection',
    paymentMethod: 'Credit Card',
    cardNumber: uniqueCard(),
    expirationDate: '12/30',
    cvv: '123',
    inputValue: 75,
    payoutCurrency: 'USD',
    quoteId: QUOTE_TO_FETCH,
  }
}
