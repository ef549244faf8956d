import type { Claim } from '../../../shared/claims/claim'
import type { TransferRecord } from '../../model/transfer-record'

/** A stored transfer for unit tests of what is said about it (e-mails, SMS, the search index). */
export function sampleRecord(changes: Partial<TransferRecord> = {}): TransferRecord {
  return {
    id: '01KB0000000000000000000000',
    ownerId: 'owner-1',
    invoiceNumber: 'US-1234567890',
    firstName: 'Amina',
    middleName: 'Ali',
    lastName: 'Yusuf',
    mobileNumber: '+254712345678',
    countryId: 'ke',
    country: 'Kenya',
    city: 'Nairobi',
    relationship: 'Parents',
    sendingReason: 'Family Support',
    paymentType: 'Cash Collection',
    paymentMethod: 'Debit Card',
    card: { brand: 'Visa', last4: '4242', expirationDate: '12/30' },
    amountCents: 10_000,
    feeCents: 500,
    totalCents: 10_500,
    payout: { currency: 'KES', rate: '129.5', receiveAmount: 12_950, receiveMinor: 1_295_000, dateAvailable: '2026-11-26' },
    status: 'PENDING',
    note: '',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    version: 1,
    ...changes,
  }
}

/**
 * A claim about {@link sampleRecord}'s transfer as stored: the recipient got a different amount,
 * reported on 27 November 2026 and answered by 90 days later; open unless overridden.
 */
export function sampleClaim(changes: Partial<Claim> = {}): Claim {
  const transfer = sampleRecord()
  return {
    id: 'c1',
    transferId: transfer.id,
    ownerId: transfer.ownerId,
    invoiceNumber: transfer.invoiceNumber,
    country: transfer.country,
    recipientName: `${transfer.firstName} ${transfer.middleName} ${transfer.lastName}`,
    totalCents: transfer.totalCents,
    type: 'wrong-amount',
    description: 'Got less',
    status: 'OPEN',
    reportedAt: '2026-11-27T10:00:00.000Z',
    dueAt: '2027-02-25T10:00:00.000Z',
    version: 1,
    ...changes,
  }
}
