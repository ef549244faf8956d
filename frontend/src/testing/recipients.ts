import type { Recipient } from '../../../shared/recipients/recipient-schemas'
import { SAMPLE_BANK_RECIPIENT } from '../../../shared/recipients/testing/sample-bank-recipient'

/**
 * A saved recipient as GET /api/recipients answers it: the sample bank recipient (Hodan Warsame in
 * Somalia, paid by bank) as stored, with the middle name Ali, unless overridden.
 */
export function savedRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    ...SAMPLE_BANK_RECIPIENT,
    id: '01JB00000000000000000000R1',
    ownerId: 'user-1',
    middleName: 'Ali',
    // Stored in E.164.
    mobileNumber: '+252612345678',
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
