import { describe, expect, it } from 'vitest'
import { MONTH_MS } from '../../shared/compliance/sending-limits'
import { useMockedServiceEnv } from '../lib/testing/service-env'
import { ledgerAppend, ledgerOf } from './limit-ledger'

useMockedServiceEnv()

describe('limit ledger', () => {
  it('reads entries back from the item, ignoring other attributes', () => {
    expect(ledgerOf({ pk: 'USER#u', sk: 'LIMITS', version: 3, e_A: { atMs: 5, cents: 100 }, other: 1 })).toEqual({
      version: 3,
      entries: [{ id: 'A', atMs: 5, cents: 100 }],
    })
    expect(ledgerOf(undefined)).toEqual({ entries: [] })
  })

  it('writes at the version read, and drops at most 40 entries older than the month per write', () => {
    const now = 10 * MONTH_MS
    const old = Array.from({ length: 100 }, (_, i) => ({ id: `OLD${i}`, atMs: now - MONTH_MS - i, cents: 1 }))
    const update = ledgerAppend('u', { version: 7, entries: old }, { id: 'NEW', atMs: now, cents: 500 }).Update
    expect(update?.ConditionExpression).toBe('#version = :read')
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':read': 7, ':next': 8, ':entry': { atMs: now, cents: 500 } })
    expect(update?.UpdateExpression?.match(/#old\d+/g)).toHaveLength(40)
    expect(update?.UpdateExpression?.length).toBeLessThan(4096)
    const first = ledgerAppend('u', { entries: [] }, { id: 'NEW', atMs: now, cents: 500 }).Update
    expect(first?.ConditionExpression).toBe('attribute_not_exists(#version)')
  })
})
