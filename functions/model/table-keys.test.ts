import { describe, expect, it } from 'vitest'
import { ENTITIES, indexKeyOf, keyOf, prefixOf } from './table-keys'

describe('table keys', () => {
  // Stored items live for years: a template that changes strands every item written before it.
  it('builds the keys the table has always held', () => {
    expect(keyOf('profile', { sub: 'u1' })).toEqual({ pk: 'USER#u1', sk: 'PROFILE' })
    expect(indexKeyOf('profile', 'gsi1', { createdAt: '2026-01-05T00:00:00.000Z', sub: 'u1' })).toEqual({
      gsi1pk: 'USERS',
      gsi1sk: '2026-01-05T00:00:00.000Z#u1',
    })
    expect(keyOf('emailClaim', { email: 'a@b.co' })).toEqual({ pk: 'EMAIL#a@b.co', sk: 'EMAIL' })
    expect(keyOf('document', { ownerId: 'u1', id: 'D1' })).toEqual({ pk: 'USER#u1', sk: 'DOC#D1' })
    expect(keyOf('documentOwner', { id: 'D1' })).toEqual({ pk: 'DOC#D1', sk: 'DOC' })
    expect(keyOf('recipient', { ownerId: 'u1', id: 'R1' })).toEqual({ pk: 'USER#u1', sk: 'RECIPIENT#R1' })
    expect(keyOf('transfer', { id: 'T1' })).toEqual({ pk: 'TRANSFER#T1', sk: 'TRANSFER' })
    expect(indexKeyOf('transfer', 'gsi1', { ownerId: 'u1', id: 'T1' })).toEqual({ gsi1pk: 'OWNER#u1', gsi1sk: 'T1' })
    expect(indexKeyOf('transfer', 'gsi2', { id: 'T1' })).toEqual({ gsi2pk: 'TRANSFERS', gsi2sk: 'T1' })
    expect(keyOf('transferEvent', { id: 'T1', at: '2026-01-05T10:00:00.000Z', suffix: 'ab12' })).toEqual({
      pk: 'TRANSFER#T1',
      sk: 'EVENT#2026-01-05T10:00:00.000Z#ab12',
    })
    expect(keyOf('invoice', { invoiceNumber: 'US-1' })).toEqual({ pk: 'INVOICE#US-1', sk: 'INVOICE' })
    expect(keyOf('mobile', { mobileNumber: '+2547', id: 'T1' })).toEqual({ pk: 'MOBILE#+2547', sk: 'TRANSFER#T1' })
    expect(keyOf('idempotency', { ownerId: 'u1', key: 'k' })).toEqual({ pk: 'IDEMPOTENCY#u1#k', sk: 'IDEMPOTENCY' })
    expect(keyOf('totals', {})).toEqual({ pk: 'STATS#ALL', sk: 'STATS' })
    expect(keyOf('ownerTotals', { ownerId: 'u1' })).toEqual({ pk: 'USER#u1', sk: 'STATS' })
    expect(keyOf('bucket', { unit: 'DAY', period: '2026-01-05', countryId: 'ke' })).toEqual({ pk: 'STATS#ALL#DAY', sk: '2026-01-05#ke' })
    expect(keyOf('ownerBucket', { ownerId: 'u1', unit: 'MONTH', period: '2026-01', countryId: 'ke' })).toEqual({
      pk: 'USER#u1',
      sk: 'STATS#MONTH#2026-01#ke',
    })
    expect(keyOf('country', { id: 'ke' })).toEqual({ pk: 'COUNTRY', sk: 'ke' })
    expect(keyOf('subscriber', { email: 'a@b.co' })).toEqual({ pk: 'NEWSLETTER#a@b.co', sk: 'NEWSLETTER' })
    expect(keyOf('session', { id: 'h1' })).toEqual({ pk: 'SESSION#h1', sk: 'SESSION' })
    expect(keyOf('loginFailures', { email: 'a@b.co' })).toEqual({ pk: 'LOGIN#a@b.co', sk: 'FAILURES' })
    expect(keyOf('loginClientFailures', { email: 'a@b.co', client: 'h' })).toEqual({ pk: 'LOGIN#a@b.co', sk: 'CLIENT#h' })
    expect(keyOf('loginDevice', { email: 'a@b.co', id: 'd' })).toEqual({ pk: 'LOGIN#a@b.co', sk: 'DEVICE#d' })
    expect(keyOf('signInChallenge', { email: 'a@b.co', id: 'c' })).toEqual({ pk: 'LOGIN#a@b.co', sk: 'CHALLENGE#c' })
    expect(keyOf('exchangeRate', { countryId: 'ke', currency: 'KES' })).toEqual({ pk: 'RATES', sk: 'ke#KES' })
    expect(keyOf('rateProposal', { countryId: 'ke', currency: 'KES' })).toEqual({ pk: 'RATES', sk: 'PROPOSAL#ke#KES' })
    expect(keyOf('rateDecision', { countryId: 'ke', currency: 'KES', id: 'P1' })).toEqual({ pk: 'RATE#ke#KES', sk: 'PROPOSAL#P1' })
    expect(keyOf('quote', { id: 'Q1' })).toEqual({ pk: 'QUOTE#Q1', sk: 'QUOTE' })
    expect(keyOf('payoutBatch', { id: 'B1' })).toEqual({ pk: 'PAYOUT_BATCH#B1', sk: 'BATCH' })
    expect(indexKeyOf('payoutBatch', 'gsi2', { id: 'B1' })).toEqual({ gsi2pk: 'PAYOUT_BATCHES', gsi2sk: 'B1' })
    expect(keyOf('payoutResult', { batchId: 'B1', transferId: 'T1' })).toEqual({ pk: 'PAYOUT_BATCH#B1', sk: 'RESULT#T1' })
    expect(keyOf('auditEvent', { month: '2026-11', at: '2026-11-29T06:00:00.000Z', id: 'A1' })).toEqual({
      pk: 'AUDIT#2026-11',
      sk: '2026-11-29T06:00:00.000Z#A1',
    })
  })

  it('gives the literal start of a key up to its first missing value, for range and begins_with queries', () => {
    expect(prefixOf('transferEvent', 'sk')).toBe('EVENT#')
    expect(prefixOf('transferEvent', 'pk', { id: 'T1' })).toBe('TRANSFER#T1')
    expect(prefixOf('ownerBucket', 'sk', { unit: 'DAY' })).toBe('STATS#DAY#')
    expect(prefixOf('bucket', 'sk', { unit: 'DAY' })).toBe('')
    expect(prefixOf('transfer', 'pk', { ownerId: 'u1' }, 'gsi1')).toBe('OWNER#u1')
    expect(prefixOf('profile', 'pk', {}, 'gsi1')).toBe('USERS')
  })

  it('refuses to build a key with a value missing', () => {
    expect(() => keyOf('transfer', {} as { id: string })).toThrow('Key template TRANSFER#{id} needs id')
  })

  it('gives each entity of a shared partition a sort key of its own', () => {
    const byPartition = new Map<string, string[]>()
    // An archived transfer is the transfer item itself, listed elsewhere: one primary key, declared twice.
    const items = new Map(Object.values(ENTITIES).map(({ primary }) => [`${primary.pk}|${primary.sk}`, { primary }]))
    for (const { primary } of items.values()) {
      const partition = primary.pk.replace(/\{\w+\}/g, '*')
      byPartition.set(partition, [...(byPartition.get(partition) ?? []), primary.sk.replace(/\{\w+\}.*/, '')])
    }
    for (const sorts of byPartition.values()) expect(new Set(sorts).size).toBe(sorts.length)
  })
})
