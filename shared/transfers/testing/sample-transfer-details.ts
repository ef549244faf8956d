import type { Transfer } from '../transfer'

/**
 * Who user-1's sample transfer goes to and how it was paid: Hodan Ali Warsame in Somalia, by mobile
 * money, from a Visa card. The same in the API's answer and in the stored item; the tests add the id,
 * the money and the dates their case needs.
 */
export const SAMPLE_TRANSFER_DETAILS = {
  ownerId: 'user-1',
  invoiceNumber: 'US-1234567890',
  firstName: 'Hodan',
  middleName: 'Ali',
  lastName: 'Warsame',
  mobileNumber: '+252612345678',
  countryId: 'so',
  country: 'Somalia',
  city: 'Banadir',
  relationship: 'Parents',
  sendingReason: 'Family Support',
  paymentType: 'Mobile Money',
  paymentMethod: 'Debit Card',
  card: { brand: 'Visa', last4: '4242', expirationDate: '12/30' },
} as const satisfies Partial<Transfer>
