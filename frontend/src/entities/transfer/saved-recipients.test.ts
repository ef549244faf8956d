import { describe, expect, it } from 'vitest'
import type { Recipient } from '../../../../shared/recipients/recipient-schemas'
import { IN_KENYA, savedRecipient } from '../../testing/recipients'
import { makeTransfer } from '../../testing/transfers'
import { recipientFields, savedRecipients, transferRecipientFields } from './saved-recipients'

/** Hodan Warsame in Nairobi, Kenya, paid by bank transfer. */
const saved = (overrides: Partial<Recipient> = {}): Recipient =>
  savedRecipient({ id: '01JB0000000000000000000001', ownerId: 'u1', middleName: '', ...IN_KENYA, ...overrides })

describe('savedRecipients', () => {
  it('offers the address book’s recipients of the destination, each filling every field', () => {
    const recipients = savedRecipients([saved(), saved({ id: '01JB0000000000000000000002', countryId: 'so', mobileNumber: '+252612345678' })], 'ke')
    expect(recipients).toEqual([
      {
        id: '01JB0000000000000000000001',
        firstName: 'Hodan',
        lastName: 'Warsame',
        fields: {
          firstName: 'Hodan',
          middleName: '',
          lastName: 'Warsame',
          mobileNumber: '712345678',
          city: 'Nairobi',
          paymentType: 'Bank Transfer',
          walletProvider: '',
          bankName: 'Equity Bank',
          accountNumber: '0123456789',
        },
      },
    ])
  })
})

describe('recipientFields', () => {
  it('keeps the recipient’s payout method and clears the details of any other', () => {
    expect(recipientFields(saved())).toMatchObject({ paymentType: 'Bank Transfer', walletProvider: '', bankName: 'Equity Bank' })
    const wallet = recipientFields(saved({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa', bankName: undefined, accountNumber: undefined }))
    expect(wallet).toMatchObject({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa', bankName: '', accountNumber: '' })
  })

  it('copies a transfer’s recipient and relationship, leaving out a choice the wizard no longer offers', () => {
    const transfer = makeTransfer(1, { ...IN_KENYA, paymentType: 'Bank Transfer', bankName: 'KCB', accountNumber: '99887766' })
    expect(transferRecipientFields(transfer)).toMatchObject({
      paymentType: 'Bank Transfer',
      bankName: 'KCB',
      relationship: 'Sister',
      mobileNumber: '712345678',
    })
    const old = transferRecipientFields(makeTransfer(2, { relationship: 'Parent', paymentType: 'Money Collection' }))
    expect(old).not.toHaveProperty('relationship')
    expect(old).not.toHaveProperty('paymentType')
  })
})
