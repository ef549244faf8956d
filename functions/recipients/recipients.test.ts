import { describe, expect, it } from 'vitest'
import { PAYOUT_ACCOUNT_MESSAGES } from '../../shared/transfers/payout-methods'
import { FIRST_NAME_MESSAGE, COUNTRY_MESSAGE } from '../../shared/transfers/transfer-options'
import type { CreateRecipientInput } from '../../shared/recipients/recipient-bodies'
import { RECIPIENT_CHANGED, RECIPIENT_NOT_FOUND, type Recipient } from '../../shared/recipients/recipient-schemas'
import { PERMISSION_DENIED } from '../../shared/auth/permissions'
import { fileFakeWorld, LISTED_RECIPIENT } from '../lib/testing/fake-world'
import { keyOf } from '../model/table-keys'
import { SAMPLE_BANK_RECIPIENT } from '../../shared/recipients/testing/sample-bank-recipient'

const stored = (key: { pk: string; sk: string }) => world.aws.item(key.pk, key.sk)

/** The address book's routes on the in-memory AWS: validation, ownership, screening on save, and that a delete touches no transfer. */
const world = fileFakeWorld(['listRecipients', 'createRecipient', 'updateRecipient', 'deleteRecipient'])

const BANK_RECIPIENT: CreateRecipientInput = {
  ...SAMPLE_BANK_RECIPIENT,
  // As typed: stored trimmed, the account number digits only.
  bankName: ' Premier Bank ',
  accountNumber: '0123-456789',
  // A payout detail the method does not use is dropped, not stored.
  walletProvider: 'EVC Plus',
}

const parse = <T>(body: string) => JSON.parse(body) as T

async function create(body: unknown, as: 'user' | 'admin' = 'user') {
  const answer = await world.invoke('createRecipient', { as, body })
  return { status: answer.status, body: parse<Recipient & { error?: string; fields?: Record<string, string> }>(answer.body) }
}

describe('POST /api/recipients', () => {
  it('saves a recipient under the caller, normalised as a transfer is, without telling the sender of the screening', async () => {
    const { status, body } = await create(BANK_RECIPIENT)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      ownerId: world.user.id,
      firstName: 'Hodan',
      middleName: '',
      mobileNumber: '+252612345678',
      paymentType: 'Bank Transfer',
      bankName: 'Premier Bank',
      accountNumber: '0123456789',
      version: 1,
    })
    expect(body.walletProvider).toBeUndefined()
    expect(body.screening).toBeUndefined()
    const saved = stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))
    expect(saved?.screening).toMatchObject({ reasons: [] })
  })

  it('answers the transfer schema’s messages for bad input, never a 500', async () => {
    const blank = await create({ ...BANK_RECIPIENT, firstName: ' ', accountNumber: '12', countryId: 'so' })
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toMatchObject({ firstName: FIRST_NAME_MESSAGE, accountNumber: PAYOUT_ACCOUNT_MESSAGES.account })
    const noWallet = await create({ ...BANK_RECIPIENT, paymentType: 'Mobile Money', walletProvider: 'Nope' })
    expect(noWallet.body.fields).toMatchObject({ walletProvider: PAYOUT_ACCOUNT_MESSAGES.wallet })
    const unknownCountry = await create({ ...BANK_RECIPIENT, countryId: 'zz' })
    expect(unknownCountry.status).toBe(400)
    expect(unknownCountry.body.fields).toMatchObject({ countryId: COUNTRY_MESSAGE })
    expect((await create('not an object')).status).toBe(400)
  })

  it('screens the name on save and records a possible match for staff, as a transfer to it will be held', async () => {
    const { status, body } = await create({ ...BANK_RECIPIENT, ...LISTED_RECIPIENT })
    expect(status).toBe(201)
    expect(body.screening).toBeUndefined()
    const saved = stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))
    expect(saved?.screening).toMatchObject({ reasons: [{ kind: 'sanctions', party: 'recipient', screenedName: 'Xasan Qorane Dhuubow' }] })
    const staffView = await world.invoke('listRecipients', { as: 'admin', query: { userId: world.user.id } })
    const seen = parse<{ items: Recipient[] }>(staffView.body).items.find((item) => item.id === body.id)
    expect(seen?.screening?.reasons[0]).toMatchObject({ kind: 'sanctions' })
  })

  it('screens a name in another script, or with a look-alike letter, as the same name', async () => {
    // "Хасан" is Cyrillic; the "о" in "Dhuubоw" is Cyrillic too: both need the script tables, loaded on first use.
    const disguised = { firstName: 'Хасан', middleName: 'Qorane', lastName: 'Dhuub\u043ew' }
    const { status, body } = await create({ ...BANK_RECIPIENT, ...disguised })
    expect(status).toBe(201)
    const saved = stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))
    expect(saved?.screening).toMatchObject({ reasons: [{ kind: 'sanctions', party: 'recipient', matchedName: 'DHUUBOW, Xasan Qorane' }] })
  })
})

describe('ownership', () => {
  it('lists only the caller’s own; another user naming someone is refused; staff may list', async () => {
    const mine = await create(BANK_RECIPIENT)
    const own = parse<{ items: Recipient[] }>((await world.invoke('listRecipients', { as: 'user' })).body)
    expect(own.items.map((item) => item.id)).toContain(mine.body.id)
    expect(own.items.every((item) => item.ownerId === world.user.id)).toBe(true)
    const adminOwn = parse<{ items: Recipient[] }>((await world.invoke('listRecipients', { as: 'admin' })).body)
    expect(adminOwn.items).toEqual([])
    const snoop = await world.invoke('listRecipients', { as: 'user', query: { userId: world.admin.id } })
    expect(snoop.status).toBe(403)
    expect(parse<{ error: string }>(snoop.body).error).toBe(PERMISSION_DENIED)
  })

  it('another user (staff too) cannot change or delete a recipient: 404, as if it did not exist', async () => {
    const { body } = await create(BANK_RECIPIENT)
    const update = await world.invoke('updateRecipient', { as: 'admin', params: { id: body.id }, body: { ...BANK_RECIPIENT, version: 1 } })
    expect(update.status).toBe(404)
    expect(parse<{ error: string }>(update.body).error).toBe(RECIPIENT_NOT_FOUND)
    const remove = await world.invoke('deleteRecipient', { as: 'admin', params: { id: body.id } })
    expect(remove.status).toBe(404)
    expect(stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))).toBeDefined()
  })
})

describe('PUT and DELETE /api/recipients/{id}', () => {
  it('replaces the recipient at the version read, screens it again, and refuses a stale version', async () => {
    const { body } = await create(BANK_RECIPIENT)
    const changed = await world.invoke('updateRecipient', {
      as: 'user',
      params: { id: body.id },
      body: { ...BANK_RECIPIENT, ...LISTED_RECIPIENT, paymentType: 'Mobile Money', walletProvider: 'Zaad', version: 1 },
    })
    expect(changed.status).toBe(200)
    const after = parse<Recipient>(changed.body)
    expect(after).toMatchObject({ version: 2, paymentType: 'Mobile Money', walletProvider: 'Zaad', createdAt: body.createdAt })
    expect(after.bankName).toBeUndefined()
    const saved = stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))
    expect(saved?.screening).toMatchObject({ reasons: [{ kind: 'sanctions' }] })
    const stale = await world.invoke('updateRecipient', { as: 'user', params: { id: body.id }, body: { ...BANK_RECIPIENT, version: 1 } })
    expect(stale.status).toBe(409)
    expect(parse<{ error: string }>(stale.body).error).toBe(RECIPIENT_CHANGED)
  })

  it('deletes only the address book item: a transfer to the recipient is left as it was', async () => {
    const { body } = await create(BANK_RECIPIENT)
    const transferKey = keyOf('transfer', { id: '01JB00000000000000000000T1' })
    const transfer = { ...transferKey, ownerId: world.user.id, firstName: 'Hodan', lastName: 'Warsame', status: 'PAID', version: 3 }
    world.aws.putItem(transfer)
    const removed = await world.invoke('deleteRecipient', { as: 'user', params: { id: body.id } })
    expect(removed.status).toBe(204)
    expect(stored(keyOf('recipient', { ownerId: world.user.id, id: body.id }))).toBeUndefined()
    expect(stored(transferKey)).toEqual(transfer)
    expect((await world.invoke('deleteRecipient', { as: 'user', params: { id: body.id } })).status).toBe(404)
    expect((await world.invoke('deleteRecipient', { as: 'user', params: { id: 'not-a-ulid' } })).status).toBe(400)
  })
})
