import { beforeAll, describe, expect, it } from 'vitest'
import { formatPhone } from '../../shared/transfers/phone/format-phone'
import { nationalMobile } from '../../shared/transfers/phone/recipient-mobile'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { pollUntil } from '../lib/testing/poll-until'
import { testStack } from '../lib/testing/test-stack'
import { SEEDED_ADMIN, type TestAccount } from '../users/testing/accounts-api'
import { createTransfersApi, uniqueWord } from './testing/transfers-api'

/**
 * Staff's search of everyone's transfers (GET /api/customers?q=) finds what
 * staff type, over HTTP against the local stack: a recipient's full name in any order and case, a
 * phone number as the app shows it or as a caller reads it, an invoice as lists show it, and the
 * sender's name and e-mail (kept in the trigram index from the table's stream).
 * Each search also has a near miss that finds nothing; a customer searching sees only their own.
 */

const api = createTransfersApi(testStack().baseUrl)

let root: TestAccount['session']
let admin: TestAccount
let sender: TestAccount
let other: TestAccount
let senderName: { firstName: string; lastName: string }
/** To Kenya and to Somalia, by `sender`; `toTurkey` by `other`. */
let toKenya: Transfer
let toSomalia: Transfer
let toTurkey: Transfer

/** `word` with its last letter changed: always a near miss, even when the random name ends in 'x'. */
const oneLetterOff = (word: string) => `${word.slice(0, -1)}${word.endsWith('x') ? 'q' : 'x'}`

const staffFinds = async (q: string, query: Record<string, string> = {}) =>
  (await api.page('all', admin.session.token, { q, limit: '100', ...query })).items.map((item) => item.id)

/** Waits for staff's search of `q` to find exactly `expected` (the index follows the stream). */
const staffFindsEventually = (q: string, expected: readonly Transfer[]) =>
  pollUntil(
    async () => {
      const found = await staffFinds(q)
      return JSON.stringify([...found].sort()) === JSON.stringify(expected.map((t) => t.id).sort()) ? found : undefined
    },
    `staff's search of '${q}' to find ${expected.map((t) => t.invoiceNumber).join(', ')}`,
  )

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
  ;[admin, sender, other] = await Promise.all([
    api.accounts.createAccount('srch-admin', root.token, { isAdmin: true, verified: true }),
    api.accounts.createAccount('srch-sender', root.token, { verified: true }),
    api.accounts.createAccount('srch-other', root.token, { verified: true }),
  ])
  senderName = { firstName: uniqueWord('Gulsen', 6), lastName: uniqueWord('Ozturk', 6) }
  const renamed = await api.accounts.updateUser(root.token, sender.user.id, senderName)
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
  toKenya = await api.createOk(sender.session.token, { countryId: 'ke', city: 'Nairobi' })
  toSomalia = await api.createOk(sender.session.token, { countryId: 'so' })
  toTurkey = await api.createOk(other.session.token, { countryId: 'tr', city: 'Istanbul', paymentType: 'Cash Collection' })
  await api.indexed(admin.session.token, toTurkey)
})

describe("staff's search finds what staff type", () => {
  it('a full name in any order and case; a near miss finds nothing', async () => {
    const { firstName, lastName } = toKenya
    for (const q of [
      `${firstName} ${lastName}`,
      `${lastName} ${firstName}`,
      `${lastName.toUpperCase()} ${firstName.toLowerCase()}`,
      `${firstName} Ali ${lastName}`,
    ]) {
      expect(await staffFinds(q), q).toEqual([toKenya.id])
    }
    expect(await staffFinds(`${firstName} ${toSomalia.lastName}`)).toEqual([])
    expect(await staffFinds(`${firstName} ${oneLetterOff(lastName)}`)).toEqual([])
  })

  it('a phone number as the app shows it, with its code, or national with the trunk 0; a near miss finds nothing', async () => {
    const national = nationalMobile(toKenya.mobileNumber, '254')
    const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    for (const q of [formatPhone(toKenya.mobileNumber), `+254 ${spaced}`, `0${national}`, `0${spaced}`, national, `254${national}`]) {
      expect(await staffFinds(q), q).toEqual([toKenya.id])
      // With the destination filter, by that destination's plan alone.
      expect(await staffFinds(q, { countryId: 'ke' }), q).toEqual([toKenya.id])
    }
    const turkish = nationalMobile(toTurkey.mobileNumber, '90')
    for (const q of [formatPhone(toTurkey.mobileNumber), `0${turkish}`]) expect(await staffFinds(q), q).toEqual([toTurkey.id])
    const somali = nationalMobile(toSomalia.mobileNumber, '252')
    for (const q of [formatPhone(toSomalia.mobileNumber), `0${somali}`]) expect(await staffFinds(q), q).toEqual([toSomalia.id])
    const missed = `0${national.slice(0, -1)}${(Number(national.slice(-1)) + 1) % 10}`
    expect(await staffFinds(missed)).toEqual([])
    expect(await staffFinds(`0${national}`, { countryId: 'so' })).toEqual([])
  })

  it('an invoice as lists show it, whole or begun; the wrong letters find nothing', async () => {
    const shown = invoiceLabel(toKenya.country, toKenya.invoiceNumber)
    expect(shown.startsWith('KE-US-')).toBe(true)
    for (const q of [shown, shown.toLowerCase(), ` ${shown} `, shown.slice(0, -2)]) expect(await staffFinds(q), q).toEqual([toKenya.id])
    expect(await staffFinds(`SO-${toKenya.invoiceNumber}`)).toEqual([])
    expect(await staffFinds(`SO-${toKenya.invoiceNumber.slice(0, -2)}`)).toEqual([])
  })

  it("the sender's name (any order and case) and e-mail find their transfers; a near miss finds nothing", async () => {
    const { firstName, lastName } = senderName
    await staffFindsEventually(`${firstName} ${lastName}`, [toKenya, toSomalia])
    for (const q of [`${lastName.toLowerCase()} ${firstName.toUpperCase()}`, sender.email, sender.email.toUpperCase()]) {
      expect((await staffFinds(q)).sort(), q).toEqual([toKenya.id, toSomalia.id].sort())
    }
    // The sender's name with one of the recipients' narrows to that transfer.
    expect(await staffFinds(`${lastName} ${toSomalia.firstName}`)).toEqual([toSomalia.id])
    expect(await staffFinds(`${firstName} ${oneLetterOff(lastName)}`)).toEqual([])
    expect(await staffFinds(sender.email.replace('@example.com', '@example.org'))).toEqual([])
  })
})

describe('a customer searching sees only their own transfers', () => {
  it.each([
    ['the recipient’s full name', () => `${toKenya.lastName} ${toKenya.firstName}`],
    ['the phone as shown', () => formatPhone(toKenya.mobileNumber)],
    ['the phone with the trunk 0', () => `0${nationalMobile(toKenya.mobileNumber, '254')}`],
    ['the invoice as shown', () => invoiceLabel(toKenya.country, toKenya.invoiceNumber)],
    ['the sender’s e-mail', () => sender.email],
  ])('%s: the sender finds it, another customer does not', async (_what, q) => {
    for (const which of ['mine', 'all'] as const) {
      expect(
        (await api.page(which, sender.session.token, { q: q() })).items.map((t) => t.id),
        which,
      ).toEqual(
        // A customer's own list searches the transfer's own fields: not their own e-mail.
        q() === sender.email ? [] : [toKenya.id],
      )
      expect((await api.page(which, other.session.token, { q: q() })).items, which).toEqual([])
    }
  })
})
