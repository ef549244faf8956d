import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { HeldTransfersPageSchema } from '../../shared/compliance/held-transfers'
import { IDENTITY_MESSAGES } from '../../shared/compliance/identity'
import { LimitsSchema } from '../../shared/compliance/limits-answer'
import { DAY_MS, DEFAULT_SENDING_LIMITS, IDENTITY_REQUIRED, LIMIT_EXCEEDED, MONTH_MS } from '../../shared/compliance/sending-limits'
import { UNDER_REVIEW_MESSAGE } from '../../shared/compliance/hold'
import { TransferSchema } from '../../shared/transfers/transfer-schemas'
import { signUpInput, TEST_PASSWORD, uniqueEmail, type ApiResponse, type TestAccount } from '../users/testing/accounts-api'
import { fileAccounts } from '../users/testing/file-accounts'
import { clockedInvoker } from '../transfers/testing/clocked-handlers'
import { recountCounters } from '../transfers/testing/counter-recount'
import { createTransfersApi, fileTransfersTable, IDENTITY_DETAILS, transferInput, transferOf } from '../transfers/testing/transfers-api'
import { uniqueLoopbackAddress } from '../lib/testing/loopback-client'
import { testStack } from '../lib/testing/test-stack'

/**
 * Compliance against the local stack: sending limits by tier at their rolling boundaries (injected
 * clock) and under concurrency, identity for $3,000 and above, sanctions screening (hold, review,
 * release and reject on the timeline), structuring, a list reload while screening runs, and the
 * authorization of every new route.
 */

const api = createTransfersApi(testStack().baseUrl)
const env = testStack().functionEnv as Record<string, string>
const table = fileTransfersTable()
const invokeAt = clockedInvoker()
const loadCreate = () => import('../transfers/create-transfer')
const loadQuote = () => import('../quotes/create-my-quote')
const loadCancel = () => import('../transfers/cancel-transfer')

const LISTED = { firstName: 'Xasan', middleName: 'Qorane', lastName: 'Dhuubow' }
const REASON = 'Date of birth on the passport differs from the listing: not the listed person'
const MINUTE = 60_000

const { root, staff, unverifiedAdmin } = fileAccounts(api.accounts, {
  staff: { label: 'cmp-staff', isAdmin: true, verified: true },
  unverifiedAdmin: { label: 'cmp-unverified-admin', isAdmin: true, verified: false },
})

const errorOf = (response: ApiResponse) => (response.body as { error?: string; code?: string } | undefined) ?? {}
const newSender = (label: string) => api.accounts.createAccount(label, root.token)

/** A create run in this process at `at` (the injected clock), paid at a quote issued at the same time. */
async function createAt(sender: TestAccount, dollars: number, at: number) {
  const body = transferInput({ inputValue: dollars })
  const quote = await invokeAt(loadQuote, routes.createMyQuote, {
    token: sender.session.token,
    body: { countryId: body.countryId, amount: dollars, payoutCurrency: body.payoutCurrency, paymentType: body.paymentType },
    // Invoked in-process, as CloudFront would hand it the viewer's address: a client of its own for the quote limit.
    headers: { 'cloudfront-viewer-address': `${uniqueLoopbackAddress()}:443` },
    at,
  })
  expect(quote.status, JSON.stringify(quote.body)).toBe(201)
  const { quoteId } = quote.body as { quoteId: string }
  return invokeAt(loadCreate, routes.createTransfer, {
    token: sender.session.token,
    body: { ...body, quoteId },
    headers: { 'idempotency-key': randomUUID() },
    at,
  })
}

describe('sending limits by tier (rolling 24 hours and 30 days)', () => {
  it('holds at each boundary, frees an amount exactly when it leaves the window, and gives back a cancelled one', async () => {
    const sender = await newSender('cmp-limits')
    const t0 = Date.now() - 5 * DAY_MS
    expect((await createAt(sender, 600, t0)).status).toBe(201)
    // $400.01 is one cent over what is left of the unverified day ($1,000).
    const over = await createAt(sender, 400.01, t0 + MINUTE)
    expect(over.status).toBe(422)
    expect(over.body).toEqual({
      error:
        'This is over your sending limit: you can send up to $400.00 more in the next 24 hours. To raise your limit, verify your identity: upload an identity document on the Documents page.',
      code: LIMIT_EXCEEDED,
    })
    expect((await createAt(sender, 400, t0 + MINUTE)).status).toBe(201)
    // A millisecond before the first transfer is 24 hours old, the day is still full; at 24 hours it is free again.
    expect((await createAt(sender, 10, t0 + DAY_MS - 1)).status).toBe(422)
    expect((await createAt(sender, 600, t0 + DAY_MS)).status).toBe(201)
    // Two days on the day is empty again: $1,000 fits, and cancelling it (within its 30 minutes) gives it back at once.
    const t2 = t0 + 2 * DAY_MS + 10 * MINUTE
    const big = await createAt(sender, 1000, t2)
    expect(big.status).toBe(201)
    expect((await createAt(sender, 10, t2 + MINUTE)).status).toBe(422)
    const id = TransferSchema.parse(big.body).id
    const cancelled = await invokeAt(loadCancel, routes.cancelTransfer, {
      token: sender.session.token,
      params: { id },
      body: {},
      at: t2 + 2 * MINUTE,
    })
    expect(cancelled.status).toBe(200)
    expect((await createAt(sender, 1000, t2 + 3 * MINUTE)).status).toBe(201)
    // A day later the 30 days hold $2,600 of $3,000: the month is what is short now.
    const month = await createAt(sender, 400.01, t2 + DAY_MS + 5 * MINUTE)
    expect((month.body as { error?: string }).error).toMatch(
      /^This is over your sending limit: you can send up to \$400\.00 more in the next 30 days\./,
    )
    expect((await createAt(sender, 400, t2 + DAY_MS + 6 * MINUTE)).status).toBe(201)
    const limits = await api.limits(sender.session.token)
    expect(limits.status).toBe(200)
    expect(LimitsSchema.parse(limits.body)).toMatchObject({
      tier: 'unverified',
      verified: false,
      identityOnFile: false,
      month: { limitCents: 300_000, usedCents: 300_000, remainingCents: 0 },
    })
    // The first transfer leaves the month exactly 30 days after it was made.
    expect((await createAt(sender, 10, t0 + MONTH_MS - 1)).status).toBe(422)
    expect((await createAt(sender, 600, t0 + MONTH_MS)).status).toBe(201)
  })

  it('20 concurrent creates against a nearly used limit: exactly what fits is made, counters equal a recount', async () => {
    const sender = await newSender('cmp-burst')
    const first = await api.create(sender.session.token, transferInput({ inputValue: 950 }))
    expect(first.status).toBe(201)
    // $50 left: five of the twenty $10 transfers fit (each with its own card: the card velocity limit is not the subject).
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.create(sender.session.token, transferInput({ inputValue: 10 }))))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(422)])
    for (const refused of answers.filter((answer) => answer.status === 422)) expect(errorOf(refused).code).toBe(LIMIT_EXCEEDED)
    const limits = LimitsSchema.parse((await api.limits(sender.session.token)).body)
    expect(limits.day).toMatchObject({ limitCents: DEFAULT_SENDING_LIMITS.unverified.dayCents, usedCents: 100_000, remainingCents: 0 })
    expect(recountCounters(await table.scanAll()).mismatches).toEqual([])
  })
})

describe('identity for $3,000 and above (31 CFR 1010.410(e))', () => {
  it('needs a verified account with identity details: $3,000.00 refused without them, $2,999.99 not', async () => {
    const sender = await api.accounts.createAccount('cmp-identity', root.token, { verified: true })
    const refused = await api.create(sender.session.token, transferInput({ inputValue: 3000 }))
    expect([refused.status, errorOf(refused).code]).toEqual([422, IDENTITY_REQUIRED])
    transferOf(await api.create(sender.session.token, transferInput({ inputValue: 2999.99 })))
    // An expired document is refused on its field; a valid one is saved, and the owner reads it masked.
    const expired = await api.saveIdentity(sender.session.token, sender.user.id, { ...IDENTITY_DETAILS, expiresOn: '2020-01-31' })
    expect([expired.status, (expired.body as { fields?: Record<string, string> }).fields?.expiresOn]).toEqual([400, IDENTITY_MESSAGES.expired])
    const saved = await api.saveIdentity(sender.session.token, sender.user.id, IDENTITY_DETAILS)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ identity: { documentNumber: '•••• 4567', masked: true } })
    transferOf(await api.create(sender.session.token, transferInput({ inputValue: 3000 })))
    // Staff read the whole number.
    const asStaff = await api.call(routes.getIdentity, { token: staff.session.token, params: { id: sender.user.id } })
    expect(asStaff.body).toMatchObject({ identity: { documentNumber: IDENTITY_DETAILS.documentNumber, masked: false } })
  })

  it('an unverified account with identity details is still refused at $3,000', async () => {
    const sender = await newSender('cmp-identity-unverified')
    expect((await api.saveIdentity(sender.session.token, sender.user.id, IDENTITY_DETAILS)).status).toBe(200)
    const refused = await api.create(sender.session.token, transferInput({ inputValue: 3000 }))
    expect([refused.status, errorOf(refused).code]).toEqual([422, IDENTITY_REQUIRED])
  })
})

describe('sanctions screening and the review queue', () => {
  it('holds a transfer to a listed name (typo and order aside); the sender reads only that it is reviewed', async () => {
    const sender = await newSender('cmp-held')
    const held = transferOf(await api.create(sender.session.token, transferInput({ firstName: 'Hasan', middleName: 'Qorane', lastName: 'Dhubow' })))
    expect(held.status).toBe('ON_HOLD')
    expect(held.hold).toBeUndefined()
    const seen = transferOf(await api.get(sender.session.token, held.id), 200)
    expect(seen.hold).toBeUndefined()
    expect(seen.history?.map((event) => [event.type, event.reason])).toEqual([
      ['created', undefined],
      ['held', undefined],
    ])
    const asStaff = transferOf(await api.get(staff.session.token, held.id), 200)
    expect(asStaff.hold?.reasons).toEqual([
      expect.objectContaining({
        kind: 'sanctions',
        party: 'recipient',
        // The listed name and its alias "Hassan Qorane Dhubow" fold alike: either is the entry's.
        matchedName: expect.stringContaining('Qorane'),
        entry: expect.objectContaining({ uid: '90001' }),
      }),
    ])
    const reason = asStaff.hold?.reasons[0]
    expect(reason?.kind === 'sanctions' ? reason.score : 0).toBeGreaterThanOrEqual(0.9)
    expect(UNDER_REVIEW_MESSAGE).toBe('Your transfer is being reviewed')
  })

  it('lists held transfers oldest first; a release goes back to PENDING, a rejection cancels and refunds, each on the timeline with who and why', async () => {
    const sender = await newSender('cmp-review')
    const first = transferOf(await api.create(sender.session.token, transferInput(LISTED)))
    const second = transferOf(await api.create(sender.session.token, transferInput(LISTED)))
    const queue = HeldTransfersPageSchema.parse((await api.listHolds(staff.session.token, { limit: '100' })).body)
    const ids = queue.items.map((item) => item.transfer.id)
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(queue.items.find((item) => item.transfer.id === first.id)?.sender).toMatchObject({ id: sender.user.id, verified: false })

    // A reason is required.
    expect((await api.release(staff.session.token, first.id, { reason: ' ' })).status).toBe(400)
    const released = transferOf(await api.release(staff.session.token, first.id, { reason: REASON }), 200)
    expect(released).toMatchObject({ status: 'PENDING', review: { decision: 'released', by: staff.user.id, reason: REASON } })
    // The same decision again answers the decided transfer; the other one is refused.
    expect(transferOf(await api.release(staff.session.token, first.id, { reason: REASON }), 200).version).toBe(released.version)
    expect((await api.reject(staff.session.token, first.id, { reason: REASON })).status).toBe(409)

    const before = LimitsSchema.parse((await api.limits(sender.session.token)).body)
    const rejected = transferOf(await api.reject(staff.session.token, second.id, { reason: 'Confirmed match with the listed person' }), 200)
    expect(rejected).toMatchObject({ status: 'CANCELLED', cancellation: { refundCents: second.totalCents }, review: { decision: 'rejected' } })
    const after = LimitsSchema.parse((await api.limits(sender.session.token)).body)
    expect(after.day.usedCents).toBe(before.day.usedCents - second.amountCents)

    const staffView = transferOf(await api.get(staff.session.token, first.id), 200)
    expect(staffView.history?.at(-1)).toMatchObject({ type: 'released', by: staff.user.id, reason: REASON })
    const senderView = transferOf(await api.get(sender.session.token, second.id), 200)
    expect(senderView.history?.map((event) => event.type)).toEqual(['created', 'held', 'rejected'])
    expect(senderView.history?.at(-1)).not.toHaveProperty('reason')
    expect(senderView.review).toBeUndefined()
    const queueAfter = HeldTransfersPageSchema.parse((await api.listHolds(staff.session.token, { limit: '100' })).body)
    expect(queueAfter.items.map((item) => item.transfer.id)).not.toContain(first.id)
    expect(recountCounters(await table.scanAll()).mismatches).toEqual([])
  })

  it('four eyes: a release from $3,000 is the first approval; the same reviewer cannot be the second; another releases it', async () => {
    const sender = await api.identifiedSender('cmp-four-eyes', root.token)
    const held = transferOf(await api.create(sender.session.token, transferInput({ ...LISTED, inputValue: 2_950 })))
    expect(held).toMatchObject({ status: 'ON_HOLD' })
    expect(held.totalCents).toBeGreaterThanOrEqual(300_000)

    const approved = transferOf(await api.release(staff.session.token, held.id, { reason: REASON }), 200)
    expect(approved).toMatchObject({ status: 'ON_HOLD', approval: { action: 'release', by: staff.user.id, reason: REASON } })
    const again = await api.release(staff.session.token, held.id, { reason: REASON })
    expect({ status: again.status, code: errorOf(again).code }).toEqual({ status: 409, code: 'SECOND_APPROVAL_NEEDED' })
    // The sender reads neither who approved nor why.
    expect(transferOf(await api.get(sender.session.token, held.id), 200)).not.toHaveProperty('approval')

    const released = transferOf(await api.release(root.token, held.id, { reason: 'Second look: agreed' }), 200)
    expect(released).toMatchObject({ status: 'PENDING', review: { decision: 'released' } })
    expect(released).not.toHaveProperty('approval')
    const history = transferOf(await api.get(staff.session.token, held.id), 200).history ?? []
    expect(history.map((event) => [event.type, event.by])).toEqual([
      ['created', sender.user.id],
      ['held', 'system'],
      ['approval-requested', staff.user.id],
      ['released', expect.any(String)],
    ])
  })

  it('screens a recipient corrected to a listed name: the correction holds the transfer', async () => {
    const sender = await newSender('cmp-rename')
    const transfer = transferOf(await api.create(sender.session.token, transferInput()))
    const correction = { ...LISTED, reason: 'The sender called with the full name', version: transfer.version }
    const edited = await api.update(staff.session.token, transfer.id, correction)
    expect(edited.status).toBe(200)
    expect(TransferSchema.parse(edited.body).status).toBe('ON_HOLD')
  })

  it('screens the sender: a sender whose name is listed has every transfer held', async () => {
    const email = uniqueEmail('cmp-listed')
    // An alias of a listed entry.
    await api.accounts.signUp(signUpInput({ email, firstName: 'Mehmet', lastName: 'Tasdelen' }))
    const session = await api.accounts.logIn(email, TEST_PASSWORD)
    const held = transferOf(await api.create(session.token, transferInput()))
    expect(held.status).toBe('ON_HOLD')
    const asStaff = transferOf(await api.get(staff.session.token, held.id), 200)
    expect(asStaff.hold?.reasons[0]).toMatchObject({ kind: 'sanctions', party: 'sender' })
    // Screened on sign-up too: staff read the match on the account; the account holder does not.
    const id = asStaff.ownerId
    const forStaff = await api.call(routes.getIdentity, { token: staff.session.token, params: { id } })
    expect(forStaff.body).toMatchObject({
      screening: { listVersion: expect.any(String), match: { kind: 'sanctions', matchedName: 'Mehmet Tasdelen' } },
    })
    const forOwner = await api.call(routes.getIdentity, { token: session.token, params: { id } })
    expect(forOwner.body).toEqual({})
  })

  it('screens an account holder again when their name changes', async () => {
    const sender = await newSender('cmp-rename-account')
    const screeningOf = async () =>
      (
        (await api.call(routes.getIdentity, { token: staff.session.token, params: { id: sender.user.id } })).body as {
          screening?: { match?: unknown }
        }
      ).screening
    expect(await screeningOf()).toMatchObject({ listVersion: expect.any(String) })
    expect((await screeningOf())?.match).toBeUndefined()
    const renamed = await api.accounts.updateUser(sender.session.token, sender.user.id, { firstName: 'Sahra', lastName: 'Mohamud' })
    expect(renamed.status).toBe(200)
    expect((await screeningOf())?.match).toBeUndefined()
    expect((await api.accounts.updateUser(sender.session.token, sender.user.id, { firstName: 'Ahmet', lastName: 'Bayraktar' })).status).toBe(200)
    expect(await screeningOf()).toMatchObject({ match: { kind: 'sanctions', party: 'sender', entry: { uid: '90023' } } })
  })

  it('holds structuring: transfers under $3,000 within 24 hours that together reach it', async () => {
    const sender = await api.identifiedSender('cmp-structuring', root.token)
    expect(transferOf(await api.create(sender.session.token, transferInput({ inputValue: 1600 }))).status).toBe('PENDING')
    const second = transferOf(await api.create(sender.session.token, transferInput({ inputValue: 1400 })))
    expect(second.status).toBe('ON_HOLD')
    const asStaff = transferOf(await api.get(staff.session.token, second.id), 200)
    expect(asStaff.hold?.reasons).toEqual([{ kind: 'structuring', windowCents: 300_000, transfers: 2 }])
  })

  it('a list reload while screening runs: every screening uses one whole version, none runs unscreened', async () => {
    Object.assign(process.env, env)
    const { loadSanctionsList } = await import('../services/sanctions-list')
    const sdn = readFileSync('data/sanctions/sdn.csv', 'utf8')
    const alt = readFileSync('data/sanctions/alt.csv', 'utf8')
    // The same entries and one more, so every other test's expectations hold under either version.
    const extra = `99999,"TESTRELOAD, Entry ${randomUUID().slice(0, 8)}","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Synthetic"\r\n`
    const sender = await api.identifiedSender('cmp-reload', root.token)
    const screenings = Array.from({ length: 8 }, () => api.create(sender.session.token, transferInput({ ...LISTED, inputValue: 10 })))
    const reload = loadSanctionsList({ sdn: extra + sdn, alt }, 'reload test', new Date())
    const [answers, loaded] = await Promise.all([Promise.all(screenings), reload])
    expect(loaded.loaded).toBe(true)
    for (const answer of answers) {
      const transfer = transferOf(answer)
      const asStaff = transferOf(await api.get(staff.session.token, transfer.id), 200)
      expect(asStaff.hold?.reasons).toEqual([expect.objectContaining({ kind: 'sanctions', entry: expect.objectContaining({ uid: '90001' }) })])
    }
  })
})

describe('authorization of the new routes', () => {
  it('the review queue and decisions are verified staff’s; identity is the owner’s and staff’s', async () => {
    const sender = await newSender('cmp-authz')
    const other = await newSender('cmp-authz-other')
    const held = transferOf(await api.create(sender.session.token, transferInput(LISTED)))
    for (const token of [sender.session.token, unverifiedAdmin.session.token]) {
      expect((await api.listHolds(token)).status).toBe(403)
      expect((await api.release(token, held.id, { reason: REASON })).status).toBe(403)
      expect((await api.reject(token, held.id, { reason: REASON })).status).toBe(403)
    }
    expect((await api.listHolds(undefined)).status).toBe(401)
    expect((await api.limits(undefined)).status).toBe(401)
    // Another user's identity does not exist for a sender, to read or to write.
    expect((await api.call(routes.getIdentity, { token: other.session.token, params: { id: sender.user.id } })).status).toBe(404)
    expect((await api.saveIdentity(other.session.token, sender.user.id, IDENTITY_DETAILS)).status).toBe(404)
    expect((await api.saveIdentity(staff.session.token, sender.user.id, IDENTITY_DETAILS)).status).toBe(404)
    // A held transfer is not deleted, by its sender or by staff: it is decided.
    expect((await api.remove(sender.session.token, held.id)).status).toBe(409)
    expect((await api.remove(staff.session.token, held.id)).status).toBe(409)
  })
})

describe('the real OFAC list', () => {
  it('a reload of the same files records that the list is current, and the daily check publishes its age from then', async () => {
    Object.assign(process.env, env)
    const { loadSanctionsList } = await import('../services/sanctions-list')
    const { readListPointer } = await import('../store/sanctions-store')
    const { handler } = await import('../jobs/check-sanctions-list')
    const sdn = readFileSync('data/sanctions/sdn.csv', 'utf8')
    const alt = readFileSync('data/sanctions/alt.csv', 'utf8')
    // The reload test above left a version of its own current: this makes the synthetic files current again.
    await loadSanctionsList({ sdn, alt }, 'synthetic list', new Date())
    const before = await readListPointer()
    const reload = await loadSanctionsList({ sdn, alt }, 'unchanged files', new Date(Date.now() + 1_000))
    expect(reload.loaded).toBe(false)
    const after = await readListPointer()
    expect(after).toMatchObject({ version: before?.version, loadedAt: before?.loadedAt, checkedAt: reload.pointer.checkedAt })
    expect(after?.checkedAt).not.toBe(before?.checkedAt)
    expect(await handler()).toEqual({ ageHours: 0 })
  })

  // Last in the file: it makes the real list current for a moment, then the synthetic one again.
  it('loads the real list of 3 May 2024 in chunks DynamoDB accepts, and reads it back whole', async () => {
    Object.assign(process.env, env)
    const { loadSanctionsList } = await import('../services/sanctions-list')
    const { readListEntries } = await import('../store/sanctions-store')
    const real = (file: string) => gunzipSync(readFileSync(`data/sanctions/ofac-2024/${file}`)).toString('utf8')
    try {
      // 1,000 entries a chunk made one of them 391 KB, over DynamoDB's 400 KB item limit with its keys.
      const { pointer, loaded } = await loadSanctionsList({ sdn: real('sdn.csv.gz'), alt: real('alt.csv.gz') }, 'real list test', new Date())
      expect(loaded).toBe(true)
      expect(pointer.entries).toBe(14_965)
      // More chunks than 1,000 entries each would make (15): they are cut by bytes.
      expect(pointer.chunks).toBeGreaterThan(15)
      expect(await readListEntries(pointer)).toHaveLength(14_965)
    } finally {
      const sdn = readFileSync('data/sanctions/sdn.csv', 'utf8')
      const alt = readFileSync('data/sanctions/alt.csv', 'utf8')
      await loadSanctionsList({ sdn, alt }, 'synthetic list again', new Date())
    }
  })
})
