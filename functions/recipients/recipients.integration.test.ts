import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { RecipientSchema, RecipientsPageSchema, RECIPIENT_NOT_FOUND, type Recipient } from '../../shared/recipients/recipient-schemas'
import { fileAccounts } from '../users/testing/file-accounts'
import { createTransfersApi } from '../transfers/testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'
import { SAMPLE_BANK_RECIPIENT } from '../../shared/recipients/testing/sample-bank-recipient'

/**
 * The address book against the local stack (DynamoDB Local, the real conditions): a sender's own
 * recipients only, staff read them with their screening, a stale version is refused, and deleting
 * a recipient leaves the transfers made to them exactly as they were.
 */
const api = createTransfersApi(testStack().baseUrl)
const { call } = api.accounts
const { owner, other, staff } = fileAccounts(api.accounts, {
  owner: { label: 'rcp-owner', verified: true },
  other: { label: 'rcp-other', verified: true },
  staff: { label: 'rcp-staff', isAdmin: true, verified: true },
})

const bankRecipient = { ...SAMPLE_BANK_RECIPIENT, firstName: 'Asha', lastName: `Njeri${Date.now().toString(36)}` }

async function createRecipient(token: string): Promise<Recipient> {
  const response = await call(routes.createRecipient, { token, body: bankRecipient })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return RecipientSchema.parse(response.body)
}

describe('the address book against the local stack', () => {
  it('keeps a sender’s recipients to themselves, and staff read them with the screening', async () => {
    const saved = await createRecipient(owner.session.token)
    expect(saved).toMatchObject({ ownerId: owner.user.id, mobileNumber: '+252612345678', paymentType: 'Bank Transfer', version: 1 })
    expect(saved.screening).toBeUndefined()

    const own = RecipientsPageSchema.parse((await call(routes.listRecipients, { token: owner.session.token })).body)
    expect(own.items.map((item) => item.id)).toEqual([saved.id])
    const others = RecipientsPageSchema.parse((await call(routes.listRecipients, { token: other.session.token })).body)
    expect(others.items).toEqual([])
    const refused = await call(routes.listRecipients, { token: other.session.token, query: { userId: owner.user.id } })
    expect(refused.status).toBe(403)

    const staffView = RecipientsPageSchema.parse(
      (await call(routes.listRecipients, { token: staff.session.token, query: { userId: owner.user.id } })).body,
    )
    expect(staffView.items[0]?.screening?.at).toBe(saved.createdAt)

    for (const response of [
      await call(routes.updateRecipient, { token: other.session.token, params: { id: saved.id }, body: { ...bankRecipient, version: 1 } }),
      await call(routes.deleteRecipient, { token: other.session.token, params: { id: saved.id } }),
    ]) {
      expect({ status: response.status, body: response.body }).toMatchObject({ status: 404, body: { error: RECIPIENT_NOT_FOUND } })
    }
  })

  it('changes a recipient only at the version read', async () => {
    const saved = await createRecipient(owner.session.token)
    const changed = await call(routes.updateRecipient, {
      token: owner.session.token,
      params: { id: saved.id },
      body: { ...bankRecipient, city: 'Jubaland', version: 1 },
    })
    expect(changed.status).toBe(200)
    expect(RecipientSchema.parse(changed.body)).toMatchObject({ city: 'Jubaland', version: 2 })
    const stale = await call(routes.updateRecipient, { token: owner.session.token, params: { id: saved.id }, body: { ...bankRecipient, version: 1 } })
    expect(stale.status).toBe(409)
  })

  it('deletes the recipient and never the transfers made to them', async () => {
    const saved = await createRecipient(owner.session.token)
    const transfer = await api.createOk(owner.session.token, { ...bankRecipient, inputValue: 25 })
    const before = await api.getOk(owner.session.token, transfer.id)
    const removed = await call(routes.deleteRecipient, { token: owner.session.token, params: { id: saved.id } })
    expect(removed.status).toBe(204)
    expect((await call(routes.deleteRecipient, { token: owner.session.token, params: { id: saved.id } })).status).toBe(404)
    const after = await api.getOk(owner.session.token, transfer.id)
    expect(after).toEqual(before)
    expect(after).toMatchObject({ lastName: bankRecipient.lastName, accountNumber: '0123456789' })
  })
})
