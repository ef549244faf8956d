import { describe, expect, it } from 'vitest'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { makeTransfer } from '../../testing/transfers'
import { savedRecipients } from './saved-recipients'

/** A transfer to Hodan Ali Warsame in Nairobi, Kenya. */
const transfer = (overrides: Partial<Transfer>): Transfer =>
  makeTransfer(1, { firstName: 'Hodan', mobileNumber: '0712345678', countryId: 'ke', country: 'Kenya', city: 'Nairobi', ...overrides })

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
