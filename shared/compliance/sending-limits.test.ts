import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  DEFAULT_SENDING_LIMITS,
  IDENTITY_REQUIRED,
  IDENTITY_REQUIRED_MESSAGE,
  LIMIT_EXCEEDED,
  limitExceededMessage,
  limitUsage,
  looksLikeStructuring,
  MONTH_MS,
  sendingRefusal,
  tierOf,
  type LedgerEntry,
} from './sending-limits'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const entry = (id: string, ageMs: number, cents: number): LedgerEntry => ({ id, atMs: NOW - ageMs, cents })

describe('sending limits', () => {
  it('takes the tier from the verified flag', () => {
    expect(tierOf({ verified: false })).toBe('unverified')
    expect(tierOf({ verified: true })).toBe('verified')
  })

  it('counts a transfer in the 24-hour window until it is exactly 24 hours old', () => {
    const usage = (ageMs: number) => limitUsage('unverified', DEFAULT_SENDING_LIMITS, [entry('a', ageMs, 40_000)], NOW).day.usedCents
    expect(usage(DAY_MS - 1)).toBe(40_000)
    expect(usage(DAY_MS)).toBe(0)
  })

  it('counts it in the 30-day window until it is exactly 30 days old', () => {
    const usage = (ageMs: number) => limitUsage('unverified', DEFAULT_SENDING_LIMITS, [entry('a', ageMs, 40_000)], NOW).month.usedCents
    expect(usage(MONTH_MS - 1)).toBe(40_000)
    expect(usage(MONTH_MS)).toBe(0)
  })

  it('leaves the smaller of the two windows, and says when the oldest amount frees', () => {
    const entries = [entry('a', 2 * DAY_MS, 150_000), entry('b', 3 * DAY_MS, 100_000), entry('c', 60_000, 30_000)]
    const usage = limitUsage('unverified', DEFAULT_SENDING_LIMITS, entries, NOW)
    expect(usage.day).toEqual({
      limitCents: 100_000,
      usedCents: 30_000,
      remainingCents: 70_000,
      freesAt: new Date(NOW - 60_000 + DAY_MS).toISOString(),
    })
    expect(usage.month.remainingCents).toBe(20_000)
    expect(usage.remainingCents).toBe(20_000)
  })

  it('tells an unverified sender what is left and how to raise it', () => {
    const usage = limitUsage('unverified', DEFAULT_SENDING_LIMITS, [entry('a', 1_000, 60_000)], NOW)
    expect(limitExceededMessage(usage)).toBe(
      'This is over your sending limit: you can send up to $400.00 more in the next 24 hours. To raise your limit, verify your identity: upload an identity document on the Documents page.',
    )
    const full = limitUsage('verified', DEFAULT_SENDING_LIMITS, [entry('a', 1_000, 1_000_000)], NOW)
    expect(limitExceededMessage(full)).toBe('You have reached your sending limit for now. Contact us if you need to send more.')
  })

  it('refuses before the wizard as the create does: identity first, then what is left', () => {
    // $450 left of an unverified sender's day: $500 is over, $450 is not.
    const usage = { ...limitUsage('unverified', DEFAULT_SENDING_LIMITS, [entry('a', 1_000, 55_000)], NOW), verified: false, identityOnFile: false }
    expect(sendingRefusal(usage, 50_000)).toEqual({ code: LIMIT_EXCEEDED, message: limitExceededMessage(usage) })
    expect(sendingRefusal(usage, 50_000)?.message).toContain('$450.00')
    expect(sendingRefusal(usage, 45_000)).toBeUndefined()
    const verified = { ...limitUsage('verified', DEFAULT_SENDING_LIMITS, [], NOW), verified: true, identityOnFile: false }
    expect(sendingRefusal(verified, 300_000)).toEqual({ code: IDENTITY_REQUIRED, message: IDENTITY_REQUIRED_MESSAGE })
    expect(sendingRefusal({ ...verified, identityOnFile: true }, 300_000)).toBeUndefined()
  })

  it('sees structuring when transfers under $3,000 in 24 hours reach it together, and not otherwise', () => {
    expect(looksLikeStructuring([entry('a', 1_000, 150_000)], 150_000, NOW)).toBe(true)
    expect(looksLikeStructuring([entry('a', 1_000, 150_000)], 149_999, NOW)).toBe(false)
    expect(looksLikeStructuring([entry('a', DAY_MS, 150_000)], 150_000, NOW)).toBe(false)
    expect(looksLikeStructuring([], 299_999, NOW)).toBe(false)
    // A transfer of $3,000 or more carries its own identity check: it is not structuring, nor counted in one.
    expect(looksLikeStructuring([entry('a', 1_000, 150_000)], 300_000, NOW)).toBe(false)
    expect(looksLikeStructuring([entry('a', 1_000, 300_000)], 100_000, NOW)).toBe(false)
  })
})

describe('sending limits under concurrency', () => {
  it('counts a transfer stamped after the judging request (a concurrent create that committed first)', () => {
    const usage = limitUsage('unverified', DEFAULT_SENDING_LIMITS, [entry('later', -5, 100_000)], NOW)
    expect(usage.remainingCents).toBe(0)
  })
})
