import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ZERO_TRANSFER_STATS } from '../../shared/transfers/transfer-figures'
import { TransferSchema, type Transfer } from '../../shared/transfers/transfer-schemas'
import { DISCLOSED_FIXED_MESSAGE, FUNDS_HELD_MESSAGE, PAID_FOR_MESSAGE } from '../../shared/transfers/transfer-permissions'
import { ARCHIVED_STAFF_ONLY_MESSAGE } from '../../shared/transfers/list-transfers-query'
import { errorOf, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { fileAccounts } from '../users/testing/file-accounts'
import {
  cents,
  createTransfersApi,
  expectedFeeCents,
  feeCheckAmountCents,
  expectError,
  fileTransfersTable,
  recount,
  statsDelta,
  senderPool,
  transferInput,
  transferOf,
  UNISSUED_QUOTE_ID,
  uniqueCard,
  uniqueMobile,
  type Stats,
} from './testing/transfers-api'
import { cardNumberAndMistype } from './testing/card-number-arbitrary'
import { testStack } from '../lib/testing/test-stack'

/**
 * Transfers ("customers") over HTTP against the local stack, with DynamoDB read directly behind the
 * API. Files share the stack (and its global counters), so every test uses its own users and
 * measures counters as deltas. Expected figures and messages are written out from the spec.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()
const { root, admin } = fileAccounts(api.accounts, { admin: { label: 'tx-admin', isAdmin: true, verified: true } })

const MISSING_KEY = 'Send an Idempotency-Key header (a UUID for each payment attempt)'
const KEY_REUSED = 'This Idempotency-Key was already used for a different payment'
const CARD_NUMBER = 'Please enter a valid 16-digit card number'
const EXPIRED = 'This card has expired'
const EXPIRY_FORMAT = 'Enter the expiry as MM/YY'
const CVV = 'CVV must be 3 digits'
const COUNTRY = 'Choose a destination country'
const ABOVE_MAX = 'Amounts above $10,000.00 cannot be sent online'
const BELOW_MIN = 'The smallest amount you can send is $10.00'
const STALE = 'This transfer was changed by someone else. Reload it and try again.'
const STAFF_STATUS = 'Only staff can change the status of a transfer'
const PAID_FINAL = 'A paid transfer cannot be edited'
const PAID_DELETE = 'Only admins can delete a paid transfer'
const BAD_CURSOR = 'This page link is no longer valid'
const LIMIT_MIN = 'Limit must be at least 1'

const newUser = (label: string) => api.accounts.createAccount(label, root.token)

/** MM/YY of the month `offset` months from now (UTC). */
function monthFromNow(offset: number): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`
}

describe('create', () => {
  let sender: TestAccount
  beforeAll(async () => {
    sender = await newUser('tx-create')
  })
  // The tests that make transfers take their senders from here: one each, verified with identity
  // details, so any amount up to the maximum is within the sender's limits.
  const nextSender = senderPool(() => api.identifiedSender('tx-create', root.token), 1)

  it('takes a recipient with no middle name (optional, against the spec: many have none), and names them without it', async () => {
    const { middleName: _none, ...body } = transferInput({ lastName: 'Yilmaz', firstName: 'Mehmet' })
    const made = TransferSchema.parse((await api.create(sender.session.token, body)).body)
    expect(made).toMatchObject({ firstName: 'Mehmet', middleName: '', lastName: 'Yilmaz' })
    expect(TransferSchema.parse((await api.create(sender.session.token, transferInput({ middleName: '  ' }))).body).middleName).toBe('')
    // A correction may remove one too.
    const named = await api.createOk(sender.session.token)
    const edited = await api.update(admin.session.token, named.id, { middleName: '', reason: 'No middle name on her ID', version: named.version })
    expect({ status: edited.status, middleName: (edited.body as { middleName?: string }).middleName }).toEqual({ status: 200, middleName: '' })
  })

  it.each([
    // amount, fee, total — 5% up to and including 3000.00, 3% above, half-up to the cent (spec 4, 9).
    [10, 0.5, 10.5], // the default minimum (MIN_TRANSFER_AMOUNT)
    [2999.99, 150, 3149.99], // 149.9995 → 150.00
    [3000, 150, 3150],
    [3000.01, 90, 3090.01], // 90.0003 → 90.00
    [10000, 300, 10300], // the default maximum (MAX_TRANSFER_AMOUNT)
  ])('charges %d a fee of %d (total %d), whatever the client sends', async (amount, fee, total) => {
    const body = {
      ...transferInput({ inputValue: amount }),
      // The server's to set: all of these must be ignored.
      fees: 1,
      total: 2,
      status: 'PAID',
      note: 'set by the client',
      invoiceNumber: 'US-1',
      // (ownerId is not among these: it is Add Customer's, staff only; see transfers-filters.integration.test.ts.)
      version: 7,
    }
    const owner = await nextSender()
    const transfer = transferOf(await api.create(owner.session.token, body))
    expect(transfer).toMatchObject({
      ownerId: owner.user.id,
      inputValue: amount,
      amount,
      fees: fee,
      total,
      status: 'PENDING',
      note: '',
      version: 1,
      country: 'Somalia',
      countryId: 'so',
      card: { brand: 'Visa', last4: body.cardNumber.slice(-4), expirationDate: '12/30' },
    })
    expect(transfer.invoiceNumber).toMatch(/^US-\d{1,10}$/)
    expect(transfer.invoiceNumber).not.toBe('US-1')
    expect(await api.getOk(owner.session.token, transfer.id)).toMatchObject({ fees: fee, total, status: 'PENDING' })
    expect(await table.transferItem(transfer.id)).toMatchObject({
      amountCents: cents(amount),
      feeCents: cents(fee),
      totalCents: cents(total),
      status: 'PENDING',
      note: '',
    })
  })

  it('refuses 10,000.01 (above the default maximum) with the spec message', async () => {
    const before = (await table.ownerItems(sender.user.id)).length
    const response = await api.create(sender.session.token, transferInput({ inputValue: 10000.01, quoteId: UNISSUED_QUOTE_ID }))
    expectError(response, 400, ABOVE_MAX)
    expect(errorOf(response).fields).toEqual({ inputValue: ABOVE_MAX })
    expect(await table.ownerItems(sender.user.id)).toHaveLength(before)
  })

  it("refuses 9.99 (below the default minimum) and the card tester's cent, with the message", async () => {
    const before = (await table.ownerItems(sender.user.id)).length
    for (const inputValue of [9.99, 0.01, '1']) {
      const response = await api.create(sender.session.token, transferInput({ inputValue, quoteId: UNISSUED_QUOTE_ID }))
      expectError(response, 400, BELOW_MIN)
      expect(errorOf(response).fields).toEqual({ inputValue: BELOW_MIN })
    }
    expect(await table.ownerItems(sender.user.id)).toHaveLength(before)
  })

  it('property: the fee is 5% up to 3000.00 and 3% above, half-up, at any amount from the minimum to the maximum', async () => {
    await fc.assert(
      fc.asyncProperty(feeCheckAmountCents, async (amount) => {
        const owner = await nextSender()
        const transfer = transferOf(await api.create(owner.session.token, transferInput({ inputValue: amount / 100 })))
        const fee = expectedFeeCents(amount)
        expect({ amount: cents(transfer.inputValue), fee: cents(transfer.fees), total: cents(transfer.total) }).toEqual({
          amount,
          fee,
          total: amount + fee,
        })
      }),
      { numRuns: 10 },
    )
  })

  it('refuses a request without a valid Idempotency-Key', async () => {
    const before = (await table.ownerItems(sender.user.id)).length
    for (const key of [null, 'not-a-uuid', '']) {
      const response = await api.create(sender.session.token, transferInput(), key)
      expectError(response, 400, MISSING_KEY)
    }
    expect(await table.ownerItems(sender.user.id)).toHaveLength(before)
  })

  it.each([
    ['a number failing the Luhn check', { cardNumber: '4242424242424241' }, 'cardNumber', CARD_NUMBER],
    ['15 digits', { cardNumber: '424242424242424' }, 'cardNumber', CARD_NUMBER],
    ['17 digits', { cardNumber: '42424242424242420' }, 'cardNumber', CARD_NUMBER],
    ['letters in the number', { cardNumber: '4242abcd42424242' }, 'cardNumber', CARD_NUMBER],
    ['an expired card (01/20)', { expirationDate: '01/20' }, 'expirationDate', EXPIRED],
    ['a card that expired last month', { expirationDate: monthFromNow(-1) }, 'expirationDate', EXPIRED],
    ['month 13', { expirationDate: '13/30' }, 'expirationDate', EXPIRY_FORMAT],
    ['a 2-digit CVV', { cvv: '12' }, 'cvv', CVV],
    ['a 4-digit CVV', { cvv: '1234' }, 'cvv', CVV],
    ['a CVV with a letter', { cvv: '12a' }, 'cvv', CVV],
    ['an empty CVV', { cvv: '' }, 'cvv', CVV],
    ['an unknown country', { countryId: 'zz' }, 'countryId', COUNTRY],
    ['a malformed country id', { countryId: 'som' }, 'countryId', COUNTRY],
  ])('refuses %s with 400 and its message', async (_label, override, field, message) => {
    const before = (await table.ownerItems(sender.user.id)).length
    // The body's own fields are judged before its quote is looked up.
    const response = await api.create(sender.session.token, transferInput({ ...override, quoteId: UNISSUED_QUOTE_ID }))
    expectError(response, 400, message)
    expect(errorOf(response).fields?.[field]).toBe(message)
    expect(await table.ownerItems(sender.user.id)).toHaveLength(before)
  })

  it('accepts a card that expires this month and a number typed with spaces', async () => {
    const transfer = transferOf(
      await api.create((await nextSender()).session.token, transferInput({ expirationDate: monthFromNow(0), cardNumber: '5555 5555 5555 4444' })),
    )
    expect(transfer.card).toEqual({ brand: 'Mastercard', last4: '4444', expirationDate: monthFromNow(0) })
  })

  it('property: any Luhn-valid 16-digit number in an issuer range is taken, and any one wrong digit is refused', async () => {
    await fc.assert(
      fc.asyncProperty(cardNumberAndMistype, async ({ valid, broken }) => {
        const accepted = transferOf(await api.create((await nextSender()).session.token, transferInput({ cardNumber: valid })))
        expect(accepted.card.last4).toBe(valid.slice(-4))
        expect(JSON.stringify(accepted)).not.toContain(valid)

        expectError(await api.create(sender.session.token, transferInput({ cardNumber: broken })), 400, CARD_NUMBER)
      }),
      { numRuns: 6 },
    )
  })
})

describe('idempotency', () => {
  it('20 concurrent identical requests make exactly one transfer', async () => {
    const sender = await newUser('tx-idem')
    const key = randomUUID()
    const body = transferInput({ inputValue: 250.5 })
    const globalBefore = await table.globalStats()

    const responses = await Promise.all(Array.from({ length: 20 }, () => api.create(sender.session.token, body, key)))

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201))
    const transfers = responses.map((r) => TransferSchema.parse(r.body))
    const ids = new Set(transfers.map((t) => t.id))
    expect(ids.size).toBe(1)
    // Exactly one answer wrote it; the others replayed it.
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1)

    const [transfer] = transfers
    if (!transfer) throw new Error('no transfer')
    const items = await table.ownerItems(sender.user.id)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: transfer.id, invoiceNumber: transfer.invoiceNumber })
    expect(await table.getItem(`INVOICE#${transfer.invoiceNumber}`, 'INVOICE')).toMatchObject({ transferId: transfer.id })
    expect(await table.getItem(`IDEMPOTENCY#${sender.user.id}#${key}`, 'IDEMPOTENCY')).toMatchObject({ transferId: transfer.id })

    const one = recount([transfer])
    expect(one).toEqual({ count: 1, paid: 0, pending: 1, cancelled: 0, revenueCents: 26303, feesCents: 1253 }) // 5% of 250.50 = 12.525 → 12.53
    expect(await table.ownerStats(sender.user.id)).toEqual(one)
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(one)

    // A late retry replays it too.
    const late = await api.create(sender.session.token, body, key)
    expect(late.headers.get('idempotent-replayed')).toBe('true')
    expect(transferOf(late).id).toBe(transfer.id)
    expect(await table.ownerItems(sender.user.id)).toHaveLength(1)
  })

  it('refuses the same key with a different amount (422) and writes nothing', async () => {
    const sender = await newUser('tx-idem-diff')
    const key = randomUUID()
    const body = transferInput({ inputValue: 40 })
    transferOf(await api.create(sender.session.token, body, key))
    expectError(await api.create(sender.session.token, { ...body, inputValue: 41 }, key), 422, KEY_REUSED)
    expectError(await api.create(sender.session.token, { ...body, firstName: 'Someone' }, key), 422, KEY_REUSED)
    expect(await table.ownerItems(sender.user.id)).toHaveLength(1)
    expect((await table.ownerStats(sender.user.id)).count).toBe(1)
  })

  it('refuses the same key with a different card (422)', async () => {
    const sender = await newUser('tx-idem-card')
    const key = randomUUID()
    const body = transferInput({ inputValue: 40 })
    transferOf(await api.create(sender.session.token, body, key))
    const otherCard = await api.create(sender.session.token, { ...body, cardNumber: '5555555555554444' }, key)
    expectError(otherCard, 422, KEY_REUSED)
  })

  it('keeps keys per user: another user may use the same key for their own payment', async () => {
    const [first, second] = await Promise.all([newUser('tx-idem-a'), newUser('tx-idem-b')])
    const key = randomUUID()
    const body = transferInput({ inputValue: 75 })
    const a = transferOf(await api.create(first.session.token, body, key))
    const b = transferOf(await api.create(second.session.token, body, key))
    expect(b.id).not.toBe(a.id)
    expect(a.ownerId).toBe(first.user.id)
    expect(b.ownerId).toBe(second.user.id)
    // A retry by the second user replays the second user's transfer.
    expect((await api.create(second.session.token, body, key)).headers.get('idempotent-replayed')).toBe('true')
    expect(await table.ownerItems(first.user.id)).toHaveLength(1)
    expect(await table.ownerItems(second.user.id)).toHaveLength(1)
  })
})

describe('counters', () => {
  it('stay right under 15 concurrent creations by 3 users', async () => {
    const users = await Promise.all(['tx-count-a', 'tx-count-b', 'tx-count-c'].map((label) => api.identifiedSender(label, root.token)))
    // In cents; user u sends each amount plus u dollars, within a verified sender's day.
    const amounts = [1_000, 1_999, 299_999, 300_000, 300_001]
    const globalBefore = await table.globalStats()

    const responses = await Promise.all(
      users.flatMap((user, u) =>
        amounts.map((amount) => api.create(user.session.token, transferInput({ inputValue: (amount + u * 100) / 100 }), randomUUID())),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(15).fill(201))
    const created = responses.map((r) => TransferSchema.parse(r.body))

    const expectedAll = recount(created)
    expect(expectedAll.count).toBe(15)
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(expectedAll)

    for (const user of users) {
      const mine = created.filter((t) => t.ownerId === user.user.id)
      expect(mine).toHaveLength(5)
      const expected = recount(mine)
      expect(await table.ownerStats(user.user.id)).toEqual(expected)
      // The list API's own figures agree with a recount of the transfers it lists.
      const list = await api.page('mine', user.session.token, { limit: '100' })
      expect(list.items).toHaveLength(5)
      expect(recount(list.items)).toEqual(expected)
      // Some of these add up to $3,000 within a day: structuring holds them for review (On hold, not Pending).
      const onHold = list.items.filter((t) => t.status === 'ON_HOLD').length
      expect(list.stats).toEqual({
        ...ZERO_TRANSFER_STATS,
        total: expected.count,
        paid: expected.paid,
        pending: expected.pending - onHold,
        cancelled: expected.cancelled,
        onHold,
        sentCents: expected.revenueCents - expected.feesCents,
        feesChargedCents: expected.feesCents,
      })
    }
  })
})

describe('edits', () => {
  it('lets exactly one of two concurrent admin edits at the same version win (the other 409)', async () => {
    const sender = await newUser('tx-race')
    const transfer = await api.createOk(sender.session.token)
    const [a, b] = await Promise.all([
      api.update(admin.session.token, transfer.id, { note: 'first admin', version: 1 }),
      api.update(root.token, transfer.id, { note: 'second admin', version: 1 }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expectError(loser, 409, STALE)
    const winner = TransferSchema.parse((a.status === 200 ? a : b).body)
    const stored = await api.getOk(admin.session.token, transfer.id)
    expect(stored).toMatchObject({ version: 2, note: winner.note })
    expect(stored.history?.map((e) => e.type)).toEqual(['created', 'updated'])
  })

  it("shows a sender customer-facing text only: staff's note and names stay with staff", async () => {
    const sender = await newUser('tx-private')
    const transfer = await api.createOk(sender.session.token)
    const correction = { note: 'Internal: check ID twice', city: 'Jubaland', reason: 'Sender called: pickup moved', version: 1 }
    await api.updateOk(admin.session.token, transfer.id, correction)

    const seen = await api.getOk(sender.session.token, transfer.id)
    expect(seen.note).toBe('')
    expect(seen.history?.map((e) => [e.type, e.by, e.byName])).toEqual([
      ['created', sender.user.id, expect.any(String)],
      ['corrected', admin.user.id, undefined],
    ])
    expect(seen.history?.[1]?.changes).toEqual({ city: { from: 'Banadir', to: 'Jubaland' } })
    const listed = await api.page('mine', sender.session.token, { q: transfer.invoiceNumber })
    expect(listed.items.map((t) => t.note)).toEqual([''])
    expect(JSON.stringify([seen, listed])).not.toContain('check ID twice')

    // Staff see the note and who wrote it; the sender's own note is theirs to see.
    const staffView = await api.getOk(admin.session.token, transfer.id)
    expect(staffView.note).toBe('Internal: check ID twice')
    expect(staffView.history?.[1]?.byName).toEqual(expect.any(String))
    await api.updateOk(sender.session.token, transfer.id, { note: 'Please call first', version: 2 })
    expect((await api.getOk(sender.session.token, transfer.id)).note).toBe('Please call first')
  })

  it('applies the spec 4 rules: staff-only status, PAID final, versions, history with who', async () => {
    const sender = await newUser('tx-edit')
    const transfer = await api.createOk(sender.session.token, { inputValue: 500 })
    const token = sender.session.token

    // A sender may not change the status.
    expectError(await api.update(token, transfer.id, { status: 'PAID', version: 1 }), 403, STAFF_STATUS)
    // The destination is fixed.
    expectError(await api.update(token, transfer.id, { country: 'Kenya', version: 1 }), 422, 'The destination of a transfer cannot be changed')
    // What the sender was shown before paying is fixed: the recipient and payout details (a reviewer's finding:
    // a sender renamed the recipient and changed the phone of a paid transfer).
    for (const change of [{ firstName: 'Other' }, { lastName: 'Other' }, { mobileNumber: '612345698' }, { city: 'Jubaland' }]) {
      expectError(await api.update(token, transfer.id, { ...change, version: 1 }), 409, DISCLOSED_FIXED_MESSAGE)
    }
    // The note is freely editable while PENDING (also the current country's name and the same city are "no change").
    const noted = await api.updateOk(token, transfer.id, { note: 'Call before delivery', country: 'Somalia', city: 'Banadir', version: 1 })
    expect(noted).toMatchObject({ note: 'Call before delivery', city: 'Banadir', status: 'PENDING', version: 2 })
    const longNote = 'x'.repeat(60)
    expect(await api.updateOk(token, transfer.id, { note: longNote, version: 2 })).toMatchObject({ note: longNote, version: 3 })
    // A stale version is refused and changes nothing.
    expectError(await api.update(token, transfer.id, { note: 'stale', version: 2 }), 409, STALE)
    expect((await api.getOk(token, transfer.id)).note).toBe(longNote)

    // Staff mark it PAID: paid + 1, pending - 1 on both counters.
    const ownerBefore = await table.ownerStats(sender.user.id)
    const globalBefore = await table.globalStats()
    const paid = await api.updateOk(admin.session.token, transfer.id, { status: 'PAID', version: 3 })
    expect(paid).toMatchObject({ status: 'PAID', version: 4 })
    const moved: Stats = { count: 0, paid: 1, pending: -1, cancelled: 0, revenueCents: 0, feesCents: 0 }
    expect(statsDelta(ownerBefore, await table.ownerStats(sender.user.id))).toEqual(moved)
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(moved)

    // PAID is final, for its sender and for staff.
    expectError(await api.update(admin.session.token, transfer.id, { note: 'after payout', version: 4 }), 409, PAID_FINAL)
    expectError(await api.update(token, transfer.id, { firstName: 'Other', version: 4 }), 409, PAID_FINAL)
    expectError(await api.update(admin.session.token, transfer.id, { status: 'PENDING', version: 4 }), 409, PAID_FINAL)

    const history = (await api.getOk(token, transfer.id)).history ?? []
    expect(history.map((e) => [e.type, e.by])).toEqual([
      ['created', sender.user.id],
      ['updated', sender.user.id],
      ['updated', sender.user.id],
      ['status', admin.user.id],
    ])
    expect(history[1]?.changes).toEqual({ note: { from: '', to: 'Call before delivery' } })
    expect(history[3]?.changes).toEqual({ status: { from: 'PENDING', to: 'PAID' } })
    const times = history.map((e) => e.at)
    expect([...times].sort()).toEqual(times)
  })
})

describe('delete: an archive of a transfer closed in the ledger', () => {
  it('nobody deletes a transfer whose money is on its way: the sender is told to cancel or report a problem (a reviewer’s finding)', async () => {
    const sender = await newUser('tx-delete')
    const transfer = await api.createOk(sender.session.token, { inputValue: 63 })
    const ownerBefore = await table.ownerStats(sender.user.id)

    const bySender = await api.remove(sender.session.token, transfer.id)
    expectError(bySender, 409, PAID_FOR_MESSAGE)
    expect(errorOf(bySender).code).toBe('FUNDS_IN_FLIGHT')
    expectError(await api.remove(admin.session.token, transfer.id), 409, FUNDS_HELD_MESSAGE)

    // Nothing moved: still listed, searchable and counted, at its version.
    expect((await api.page('mine', sender.session.token)).items.map((t) => t.id)).toEqual([transfer.id])
    expect((await api.page('all', admin.session.token, { q: transfer.invoiceNumber })).items.map((t) => t.id)).toEqual([transfer.id])
    expect(statsDelta(ownerBefore, await table.ownerStats(sender.user.id))).toEqual(statsDelta(ownerBefore, ownerBefore))
    expect(await table.transferItem(transfer.id)).toMatchObject({ version: 1, status: 'PENDING' })
  })

  it('a sender archives their cancelled transfer: out of the lists and search, kept with its counters, lookups, entries and history', async () => {
    const sender = await newUser('tx-archive')
    const transfer = await api.createOk(sender.session.token, { inputValue: 120 })
    const token = sender.session.token
    expect((await api.cancel(token, transfer.id)).status).toBe(200)
    const ownerBefore = await table.ownerStats(sender.user.id)
    const globalBefore = await table.globalStats()
    const entriesBefore = await table.journal(transfer.id)

    expect((await api.remove(token, transfer.id)).status).toBe(204)
    // Again: it is archived already.
    expect((await api.remove(token, transfer.id)).status).toBe(204)

    expect((await api.page('mine', token)).items).toEqual([])
    const everyone = await api.page('all', admin.session.token, { limit: '100' })
    expect(everyone.items.map((t) => t.id)).not.toContain(transfer.id)
    for (const q of [transfer.invoiceNumber, transfer.mobileNumber, transfer.firstName, transfer.lastName.slice(2, 9)]) {
      expect(
        (await api.page('all', admin.session.token, { q })).items.map((t) => t.id),
        q,
      ).not.toContain(transfer.id)
      expect((await api.page('mine', token, { q })).items, q).toEqual([])
    }
    // Still there for its sender and staff, saying when it was archived.
    const seen = await api.getOk(token, transfer.id)
    expect(seen).toMatchObject({ status: 'CANCELLED', version: 3, archivedAt: expect.any(String) })
    expect((await api.getOk(admin.session.token, transfer.id)).history?.map((e) => [e.type, e.by])).toEqual([
      ['created', sender.user.id],
      ['cancelled', sender.user.id],
      ['archived', sender.user.id],
    ])
    // The money it moved still happened: counters, lookups and journal entries are untouched.
    expect(statsDelta(ownerBefore, await table.ownerStats(sender.user.id))).toEqual(statsDelta(ownerBefore, ownerBefore))
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(statsDelta(globalBefore, globalBefore))
    expect(await table.journal(transfer.id)).toEqual(entriesBefore)
    expect(await table.getItem(`INVOICE#${transfer.invoiceNumber}`, 'INVOICE')).toBeDefined()
    const stored = await table.transferItem(transfer.id)
    expect(stored).toMatchObject({ id: transfer.id, archivedBy: sender.user.id, version: 3, totalCents: 12600 })
    for (const key of ['gsi1pk', 'gsi1sk']) expect(stored).not.toHaveProperty(key)
    expect(stored).toMatchObject({ gsi2pk: 'ARCHIVED_TRANSFERS', gsi2sk: transfer.id })
    // Staff's exports still list it, with the list's filters; nobody else lists the archived.
    const day = transfer.createdAt.slice(0, 10)
    const archived = await api.page('all', admin.session.token, { archived: 'only', q: transfer.lastName.slice(2, 9), from: day, to: day })
    expect(archived.items.map((t) => [t.id, t.archivedAt])).toEqual([[transfer.id, seen.archivedAt]])
    expectError(await api.listMine(token, { archived: 'only' }), 403, ARCHIVED_STAFF_ONLY_MESSAGE)
    expectError(await api.listAll(token, { archived: 'only' }), 403, ARCHIVED_STAFF_ONLY_MESSAGE)
    expect((await api.listAll(admin.session.token, { archived: 'yes' })).status).toBe(400)
  })

  it('a paid-out transfer is archived by staff only', async () => {
    const sender = await api.identifiedSender('tx-delete-paid', root.token)
    const transfer = await api.createOk(sender.session.token, { inputValue: 3000.01 })
    await api.updateOk(admin.session.token, transfer.id, { status: 'PAID', version: 1 })

    expectError(await api.remove(sender.session.token, transfer.id), 403, PAID_DELETE)
    expect(await api.getOk(sender.session.token, transfer.id)).toMatchObject({ status: 'PAID', version: 2 })

    const globalBefore = await table.globalStats()
    expect((await api.remove(admin.session.token, transfer.id)).status).toBe(204)
    expect(statsDelta(globalBefore, await table.globalStats())).toEqual(statsDelta(globalBefore, globalBefore))
    expect(await table.transferItem(transfer.id)).toMatchObject({ archivedBy: admin.user.id, status: 'PAID' })
  })
})

describe('list and search', () => {
  let alice: TestAccount
  let bob: TestAccount
  /** Alice's transfers in the order she made them (oldest first). */
  const made: Transfer[] = []
  let bobs: Transfer

  beforeAll(async () => {
    ;[alice, bob] = await Promise.all([newUser('tx-list-alice'), newUser('tx-list-bob')])
    // One at a time, so creation order is time order.
    for (let i = 0; i < 7; i++) made.push(await api.createOk(alice.session.token, { inputValue: 10 + i }))
    const last = made.at(-1)
    if (last) await api.indexed(admin.session.token, last)
    bobs = await api.createOk(bob.session.token)
  })

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const pages = await api.allPages('mine', alice.session.token, { limit: '3' })
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1])
    expect(pages.at(-1)?.nextCursor).toBeUndefined()
    const ids = pages.flatMap((p) => p.items.map((t) => t.id))
    expect(ids).toEqual([...made].reverse().map((t) => t.id))
    const created = pages.flatMap((p) => p.items.map((t) => t.createdAt))
    expect([...created].sort().reverse()).toEqual(created)
    // Every page carries the sender's own counters.
    for (const page of pages) expect(page.stats).toMatchObject({ total: 7, pending: 7, paid: 0 })
  })

  it("/api/customers is always one's own; /api/customers/list is everyone's for staff only", async () => {
    const aliceIds = made.map((t) => t.id)
    const mineAlice = await api.page('mine', alice.session.token, { limit: '100' })
    expect(mineAlice.items.map((t) => t.id).sort()).toEqual([...aliceIds].sort())
    const listAlice = await api.page('all', alice.session.token, { limit: '100' })
    expect(listAlice.items.map((t) => t.id).sort()).toEqual([...aliceIds].sort())
    expect(listAlice.stats.total).toBe(7)

    const adminMine = await api.page('mine', admin.session.token, { limit: '100' })
    expect(adminMine.items.every((t) => t.ownerId === admin.user.id)).toBe(true)
    // Newest first across everyone: Bob's (made last) leads, then Alice's. (Files before this one on its stack may have made
    // transfers at a later injected time, which sort first: only ours are compared.)
    const everyone = await api.page('all', admin.session.token, { limit: '100' })
    const everyoneIds = everyone.items.map((t) => t.id)
    const ours = new Set([bobs.id, ...aliceIds])
    expect(everyoneIds.filter((id) => ours.has(id))).toEqual([bobs.id, ...[...aliceIds].reverse()])
    expect(everyone.stats.total).toBeGreaterThanOrEqual(8)
    // A page of everyone's continues with a cursor, no repeats.
    const first = await api.page('all', admin.session.token, { limit: '4' })
    const second = await api.page('all', admin.session.token, { limit: '4', cursor: first.nextCursor ?? '' })
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual(everyoneIds.slice(0, 8))
  })

  it('finds by a case-insensitive substring of first name, last name, invoice number and mobile number', async () => {
    const target = made[2]
    if (!target) throw new Error('no target')
    const digits = target.invoiceNumber.slice(3)
    const queries = {
      firstName: target.firstName.slice(3, 10).toLowerCase(),
      lastName: target.lastName.slice(4, 12).toUpperCase(),
      invoiceDigits: digits.slice(-6),
      invoicePrefix: target.invoiceNumber.slice(0, 6).toLowerCase(),
      mobile: target.mobileNumber.slice(2, 8),
    }
    for (const [label, q] of Object.entries(queries)) {
      for (const [who, token, which] of [
        ['alice', alice.session.token, 'mine'],
        ['admin', admin.session.token, 'all'],
      ] as const) {
        const found = (await api.allPages(which, token, { q, limit: '50' })).flatMap((p) => p.items)
        expect(
          found.map((t) => t.id),
          `${label} '${q}' as ${who}`,
        ).toContain(target.id)
        for (const t of found) {
          const text = `${t.firstName}\n${t.lastName}\n${t.invoiceNumber}\n${t.mobileNumber}`.toLowerCase()
          expect(text, `${label} '${q}' matched ${t.id}`).toContain(q.toLowerCase())
        }
      }
    }
    // Bob searching Alice's names finds nothing of hers.
    expect((await api.page('all', bob.session.token, { q: target.firstName })).items).toEqual([])
  })

  it("finds an exact invoice number and an exact mobile number, only within the caller's scope", async () => {
    const target = made[4]
    if (!target) throw new Error('no target')
    for (const q of [target.invoiceNumber, target.invoiceNumber.toLowerCase(), target.mobileNumber]) {
      expect(
        (await api.page('mine', alice.session.token, { q })).items.map((t) => t.id),
        q,
      ).toEqual([target.id])
      expect(
        (await api.page('all', admin.session.token, { q })).items.map((t) => t.id),
        q,
      ).toEqual([target.id])
      expect((await api.page('all', bob.session.token, { q })).items, q).toEqual([])
      expect((await api.page('mine', bob.session.token, { q })).items, q).toEqual([])
    }
  })

  it('refuses a bad cursor, a cursor from another list and limit 0', async () => {
    expectError(await api.listMine(alice.session.token, { cursor: 'not-a-cursor' }), 400, BAD_CURSOR)
    expectError(
      await api.listAll(admin.session.token, { cursor: Buffer.from('{"pk":"USER#x","sk":"PROFILE"}').toString('base64url') }),
      400,
      BAD_CURSOR,
    )
    const everyone = await api.page('all', admin.session.token, { limit: '1' })
    expectError(await api.listMine(alice.session.token, { cursor: everyone.nextCursor ?? '' }), 400, BAD_CURSOR)
    // Alice's cursor cannot be used to read Bob's partition.
    const alicePage = await api.page('mine', alice.session.token, { limit: '1' })
    expectError(await api.listMine(bob.session.token, { cursor: alicePage.nextCursor ?? '' }), 400, BAD_CURSOR)
    expectError(await api.listMine(alice.session.token, { limit: '0' }), 400, LIMIT_MIN)
    expectError(await api.listAll(admin.session.token, { limit: '0' }), 400, LIMIT_MIN)
  })

  it('an exact mobile search with more matches than the page keeps a cursor to the rest', async () => {
    const sender = await newUser('tx-mobile-pages')
    const mobile = uniqueMobile()
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await api.createOk(sender.session.token, { mobileNumber: mobile })).id)
    const pages = await api.allPages('mine', sender.session.token, { q: mobile, limit: '2' })
    expect(pages.flatMap((p) => p.items.map((t) => t.id)).sort()).toEqual([...ids].sort())
  })
})

describe('card data', () => {
  it('no stored item and no answer holds a card number or a CVV', async () => {
    const sender = await newUser('tx-card')
    const cvv = '987'
    // A card of this test's own (the velocity limits count per card), typed plain and grouped.
    const card = uniqueCard()
    const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ')
    const made = [
      transferOf(await api.create(sender.session.token, transferInput({ cardNumber: card, cvv }))),
      transferOf(await api.create(sender.session.token, transferInput({ cardNumber: grouped, cvv }))),
    ]
    const leaks = (text: string) => [
      ...(text.includes(card) ? ['card number'] : []),
      ...(text.includes(grouped) ? ['grouped card number'] : []),
      ...(/"cvv"/i.test(text) ? ['cvv key'] : []),
      ...(text.includes(`"${cvv}"`) ? ['cvv value'] : []),
      ...(/cardNumber/i.test(text) ? ['cardNumber key'] : []),
    ]

    const answers: ApiResponse[] = [
      await api.get(sender.session.token, made[0]?.id ?? ''),
      await api.get(admin.session.token, made[1]?.id ?? ''),
      await api.listMine(sender.session.token),
      await api.listAll(admin.session.token),
      await api.listMine(sender.session.token, { q: made[0]?.firstName ?? '' }),
      await api.update(sender.session.token, made[0]?.id ?? '', { note: 'checked', version: 1 }),
    ]
    for (const t of made) expect(t.card).toEqual({ brand: 'Visa', last4: card.slice(-4), expirationDate: '12/30' })
    for (const answer of [...answers, ...made.map((t) => ({ status: 201, body: t, headers: new Headers() }))]) {
      expect(answer.status).toBeLessThan(300)
      expect(leaks(JSON.stringify(answer.body))).toEqual([])
    }

    const items = await table.scanAll()
    expect(items.length).toBeGreaterThan(0)
    const mine = items.filter((item) => made.some((t) => item.pk === `TRANSFER#${t.id}` || item.transferId === t.id))
    expect(mine.length).toBeGreaterThanOrEqual(2 * 4) // transfer, invoice, mobile, idempotency, events…
    const offending = items.filter((item) => leaks(JSON.stringify(item)).length > 0)
    expect(offending.map((item) => `${String(item.pk)} ${String(item.sk)}: ${leaks(JSON.stringify(item)).join(', ')}`)).toEqual([])
  })
})
