import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalPlaces, formatUsd, formatWholeUsd, fromCents, isCentsAmount, toCents } from './money'

describe('decimalPlaces', () => {
  it.each([
    [0, 0],
    [12, 0],
    [1.1, 1],
    [1.25, 2],
    [0.001, 3],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [-2.5, 1],
    [0.1 + 0.2, 17],
  ])('%s has %i', (amount, places) => {
    expect(decimalPlaces(amount)).toBe(places)
  })

  it('is Infinity for NaN and the infinities', () => {
    expect(decimalPlaces(Number.NaN)).toBe(Infinity)
    expect(decimalPlaces(Infinity)).toBe(Infinity)
    expect(decimalPlaces(-Infinity)).toBe(Infinity)
  })
})

describe('toCents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [1.15, 115],
    [4.35, 435],
    [1234.5, 123450],
    [3000.01, 300001],
    [-2.5, -250],
    [-0, 0],
  ])('%s → %i', (amount, cents) => {
    expect(Object.is(toCents(amount), cents)).toBe(true)
  })

  it('refuses more than 2 decimal places, float noise included', () => {
    expect(() => toCents(0.001)).toThrow(RangeError)
    expect(() => toCents(0.1 + 0.2)).toThrow(RangeError)
    expect(isCentsAmount(0.1 + 0.2)).toBe(false)
  })

  it('refuses NaN, the infinities and unsafe amounts', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e20]) {
      expect(() => toCents(amount)).toThrow(RangeError)
      expect(isCentsAmount(amount)).toBe(false)
    }
  })
})

describe('fromCents', () => {
  it('gives the same number as the decimal literal', () => {
    expect(fromCents(110)).toBe(1.1)
    expect(fromCents(29)).toBe(0.29)
    expect(fromCents(9000)).toBe(90)
    expect(Object.is(fromCents(-0), 0)).toBe(true)
  })

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError)
    expect(() => fromCents(Number.NaN)).toThrow(RangeError)
  })

  it('round-trips every 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const dollars = fromCents(cents)
        expect(decimalPlaces(dollars)).toBeLessThanOrEqual(2)
        expect(toCents(dollars)).toBe(cents)
        // The decimal text of the amount parses back to the same number (what JSON does).
        expect(toCents(Number(String(dollars)))).toBe(cents)
      }),
    )
  })
})

describe('formatting', () => {
  it.each([
    [0, '$0.00', '$0'],
    [1, '$0.01', '$0'],
    [50, '$0.50', '$1'],
    [123450, '$1,234.50', '$1,235'],
    [123449, '$1,234.49', '$1,234'],
    [100000000, '$1,000,000.00', '$1,000,000'],
    [-100, '-$1.00', '-$1'],
  ])('%i cents → %s / %s', (cents, usd, whole) => {
    expect(formatUsd(cents)).toBe(usd)
    expect(formatWholeUsd(cents)).toBe(whole)
  })
})
