import type { CreateTransferInput } from '../create-transfer-schema'

/** A payment body every create rule accepts: tests change one field and see that field's rule. */
export const VALID_TRANSFER_INPUT: CreateTransferInput = {
  firstName: 'Hodan',
  middleName: 'Ali',
  lastName: 'Warsame',
  mobileNumber: '612345678',
  countryId: 'so',
  city: 'Banadir',
  relationship: 'Parents',
  sendingReason: 'Family Support',
  paymentType: 'Mobile Money',
  walletProvider: 'EVC Plus',
  paymentMethod: 'Debit Card',
  cardNumber: '4242424242424242',
  expirationDate: '12/30',
  cvv: '123',
  inputValue: 250.5,
  payoutCurrency: 'USD',
  quoteId: '01J0000000000000000000000Q',
}
