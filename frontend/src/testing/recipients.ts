import type { Recipient } from '../../../shared/recipients/recipient-schemas'

/** A saved recipient as GET /api/recipients answers it: Hodan Ali Warsame in Somalia, paid by bank, unless overridden. */
export function savedRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    id: '01JB00000000000000000000R1',
    ownerId: 'user-1',
    firstName: 'Hodan',
    middleName: 'Ali',
    lastName: 'Warsame',
    mobileNumber: '+252612345678',
    countryId: 'so',
    city: 'Banadir',
    paymentType: 'Bank Transfer',
    bankName: 'Premier Bank',
    accountNumber: '0123456789',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  }
}

/** Where {@link savedRecipient} lives when a test needs Kenya: Nairobi, Equity Bank, a Safaricom number. */
export const IN_KENYA = {
  mobileNumber: '+254712345678',
  countryId: 'ke',
  city: 'Nairobi',
  bankName: 'Equity Bank',
} as const satisfies Partial<Recipient>
