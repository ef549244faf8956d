import { describe, expect, it } from 'vitest'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { savedRecipients } from './saved-recipients'

const transfer = (overrides: Partial<Transfer>): Transfer => ({
  id: '01JB000000000000000000000A',
  ownerId: 'user-1',
  invoiceNumber: 'US-1',
  firstName: 'Hodan',
  middleName: 'Ali',
  lastName: 'Warsame',
  mobileNumber: '0712345678',
  countryId: 'ke',
  country: 'Kenya',
  city: 'Nairobi',
  relationship: 'Sister',
  sendingReason: 'Education',
  paymentType: 'Mobile Money',
  paymentMethod: 'Debit Card',
  card: { brand: 'Visa', last4: '4242', expirationDate: '12/28' },
  inputValue: 100,
  amount: 100,
  fees: 5,
  total: 105,
  status: 'PENDING',
  note: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...overrides,
})

describe('savedRecipients', () => {
  it('offers each recipient of the destination once, newest first, with the fields to prefill', () => {
    const recipients = savedRecipients(
      [
        transfer({ id: 'newest', city: 'Mombasa' }),
        transfer({ id: 'older' }),
        transfer({ id: 'other-person', firstName: 'Abdi', mobileNumber: '0799999999' }),
        transfer({ id: 'other-country', countryId: 'so', country: 'Somalia' }),
      ],
      'ke',
    )
    expect(recipients.map((recipient) => recipient.id)).toEqual(['newest', 'other-person'])
    expect(recipients[0]).toEqual({
      id: 'newest',
      firstName: 'Hodan',
      lastName: 'Warsame',
      fields: {
        firstName: 'Hodan',
        middleName: 'Ali',
        lastName: 'Warsame',
        mobileNumber: '0712345678',
        city: 'Mombasa',
        relationship: 'Sister',
        paymentType: 'Mobile Money',
      },
    })
  })

  it('treats names differing only in case or spaces as the same person', () => {
    expect(savedRecipients([transfer({ id: 'a' }), transfer({ id: 'b', firstName: ' hodan ' })], 'ke')).toHaveLength(1)
  })

  it('leaves out a choice that the wizard no longer offers', () => {
    const [recipient] = savedRecipients([transfer({ relationship: 'Parent', paymentType: 'Money Collection' })], 'ke')
    expect(recipient?.fields).not.toHaveProperty('relationship')
    expect(recipient?.fields).not.toHaveProperty('paymentType')
  })
})
