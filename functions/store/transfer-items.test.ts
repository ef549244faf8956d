import { describe, expect, it } from 'vitest'
import { TRANSFER_STATUSES } from '../../shared/transfers/transfer-options'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { listed } from './transfer-items'

describe('a transfer as stored', () => {
  it.each(TRANSFER_STATUSES)('%s is in its corridor and method’s payout queue only while ready to pay out (PENDING)', (status) => {
    const item = listed({ ...sampleRecord(), status, countryId: 'ke', paymentType: 'Mobile Money' })
    if (status === 'PENDING') expect(item).toMatchObject({ gsi3pk: 'READY#ke#Mobile Money', gsi3sk: item.id })
    else expect(item).not.toHaveProperty('gsi3pk')
  })

  it('an archived transfer is in no queue', () => {
    const item = listed({ ...sampleRecord(), status: 'PENDING', archivedAt: '2026-11-29T00:00:00.000Z', archivedBy: 'staff-1' })
    expect(item).not.toHaveProperty('gsi3pk')
    expect(item).not.toHaveProperty('gsi1pk')
  })
})
