import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeFees, EXCHANGE_RATE, EXCHANGE_RATE_LABEL, FEE_THRESHOLD_CENTS, feeRatePercent, reducedRateNudge } from './fees'

describe('computeFees', () => {
  it.each([
    // amount (cents), rate, fee (cents): 5% up to and including 3000.00, 3% above; half-up to the cent.
    [0, 5, 0],
    [1, 5, 0], // 0.05 cent → 0
    [9, 5, 0], // 0.45 cent → 0
    [10, 5, 1], // 0.5 cent → 1 (half-up)
    [11, 5, 1], // 0.55 cent → 1
    [30, 5, 2], // 1.5 cents → 2
    [10000, 5, 500], // 100.00 → 5.00
    [299999, 5, 15000], // 2999.99 → 149.9995 → 150.00
    [300000, 5, 15000], // 3000.00 → 150.00
    [300001, 3, 9000], // 3000.01 → 90.0003 → 90.00
    [300017, 3, 9001], // 3000.17 → 90.0051 → 90.01
    [1000000, 3, 30000], // 10,000.00 → 300.00
    [100000000, 3, 3000000], // 1,000,000.00 (the contract's ceiling) → 30,000.00
  ])('%i cents pays %i%%: %i cents', (amountCents, rate, feeCents) => {
    expect(feeRatePercent(amountCents)).toBe(rate)
    expect(computeFees(amountCents)).toEqual({ amountCents, feeCents, totalCents: amountCents + feeCents })
  })

  it('refuses negative, fractional and unsafe amounts', () => {
    for (const amount of [-1, 0.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER]) {
      expect(() => computeFees(amount)).toThrow(RangeError)
    }
  })

  const amounts = fc.integer({ min: 0, max: 1e12 })

  it('never charges a negative fee, and total = amount + fee', () => {
    fc.assert(
      fc.property(amounts, (amountCents) => {
        const { feeCents, totalCents } = computeFees(amountCents)
        expect(Number.isSafeInteger(feeCents)).toBe(true)
        expect(feeCents).toBeGreaterThanOrEqual(0)
        expect(totalCents).toBe(amountCents + feeCents)
      }),
    )
  })

  it('is the rate applied exactly, rounded half-up (checked with BigInt)', () => {
    fc.assert(
      fc.property(amounts, (amountCents) => {
        const { feeCents } = computeFees(amountCents)
        const rate = BigInt(amountCents > FEE_THRESHOLD_CENTS ? 3 : 5)
        const exact = BigInt(amountCents) * rate // hundredths of a cent
        expect(BigInt(feeCents)).toBe((exact + 50n) / 100n)
        // At most half a cent away from the exact fee; an exact half rounds up.
        const diff = BigInt(feeCents) * 100n - exact
        expect(diff > -50n && diff <= 50n).toBe(true)
      }),
    )
  })

  it('never charges more than 5% rounded half-up', () => {
    fc.assert(
      fc.property(amounts, (amountCents) => {
        expect(computeFees(amountCents).feeCents).toBeLessThanOrEqual(Math.floor((amountCents * 5 + 50) / 100))
      }),
    )
  })

  it('changes rate exactly at the threshold', () => {
    fc.assert(
      fc.property(amounts, (amountCents) => {
        expect(feeRatePercent(amountCents)).toBe(amountCents <= FEE_THRESHOLD_CENTS ? 5 : 3)
      }),
    )
    expect(feeRatePercent(FEE_THRESHOLD_CENTS)).toBe(5)
    expect(feeRatePercent(FEE_THRESHOLD_CENTS + 1)).toBe(3)
  })
})

it('shows the fixed exchange rate', () => {
  expect(EXCHANGE_RATE).toBe(1)
  expect(EXCHANGE_RATE_LABEL).toBe('1 USD = 1.0 USD')
})

describe('reducedRateNudge', () => {
  it.each([
    [299_000, 300_001], // $2,990.00: 5% is $149.50, more than the $90.00 of $3,000.01
    [300_000, 300_001],
    [179_990, 300_001], // $1,799.90: 5% rounds to $90.00, as much as at $3,000.01
    [179_989, undefined], // $1,799.89: $89.99, less
    [300_001, undefined], // already at the reduced rate
    [1_000, undefined],
  ])('%i cents → %s', (amountCents, nudge) => {
    expect(reducedRateNudge(amountCents)).toBe(nudge)
  })

  it('only ever suggests an amount whose fee is no higher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (amountCents) => {
        const nudge = reducedRateNudge(amountCents)
        if (nudge !== undefined) expect(computeFees(nudge).feeCents).toBeLessThanOrEqual(computeFees(amountCents).feeCents)
      }),
    )
  })
})
