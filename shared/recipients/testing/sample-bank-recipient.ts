import type { CreateRecipientInput } from '../recipient-bodies'

/** A saved recipient paid by bank transfer, as every rule accepts it: tests change the fields they are about. */
export const SAMPLE_BANK_RECIPIENT = {
  firstName: 'Hodan',
  middleName: '',
  lastName: 'Warsame',
  mobileNumber: '0612345678',
  countryId: 'so',
  city: 'Banadir',
  paymentType: 'Bank Transfer',
  bankName: 'Premier Bank',
  accountNumber: '0123456789',
} as const satisfies CreateRecipientInput
