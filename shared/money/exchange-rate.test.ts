import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CURRENCY_DIGITS, formatMinor, minorToDecimal, PAYOUT_CURRENCIES, type PayoutCurrency } from './currencies'
import { RateTextSchema } from '../rates/exchange-rates'
import { customerRate, marginCents, MAX_MARGIN_BPS, parseRate, rateLabel, rateText, receiveAmount, sendCentsFor } from './exchange-rate'

const rates = fc.bigInt({ min: 1n, max: 9_999_999_999_999n })
const cents = fc.integer({ min: 0, max: 100_000_000 })
const currencies = fc.constantFrom<PayoutCurrency>(...PAYOUT_CURRENCIES)

describe('rates as exact decimals', () => {
  it.each([
    ['129.5', 129_500_000n, '129.5'],
    ['1', 1_000_000n, '1'],
    ['0.000001', 1n, '0.000001'],
    ['3702.41', 3_702_410_000n, '3702.41'],
    [' 34.123456 ', 34_123_456n, '34.123456'],
  ])('%s is %i millionths, written back as %s', (text, micros, back) => {
    expect(parseRate(text)).toBe(micros)
    expect(rateText(micros)).toBe(back)
    expect(z.safeParse(RateTextSchema, text).success).toBe(true)
  })

  it.each(['0', '0.0', '-1', '1.1234567', '1e3', 'abc', '', '12345678'])('refuses %j', (text) => {
    expect(z.safeParse(RateTextSchema, text).success).toBe(false)
    expect(() => parseRate(text)).toThrow(RangeError)
  })

  it('writes every rate back to the same millionths', () => {
    fc.assert(
      fc.property(rates, (micros) => {
        expect(parseRate(rateText(micros))).toBe(micros)
      }),
    )
  })
})

describe('customer rate', () => {
  it('is the reference less the margin, rounded down to the millionth', () => {
    expect(customerRate(130_000_000n, 150)).toBe(128_050_000n) // 130 × 0.985
    expect(customerRate(3n, 1)).toBe(2n) // 2.9997 → 2
    expect(customerRate(130_000_000n, 0)).toBe(130_000_000n)
    expect(() => customerRate(1n, MAX_MARGIN_BPS + 1)).toThrow(RangeError)
    expect(() => customerRate(1n, 1.5)).toThrow(RangeError)
  })

  it('never exceeds the reference, and is within a millionth of the exact figure', () => {
    fc.assert(
      fc.property(rates, fc.integer({ min: 0, max: MAX_MARGIN_BPS }), (reference, bps) => {
        const rate = customerRate(reference, bps)
        expect(rate).toBeLessThanOrEqual(reference)
        const exactTimes10k = reference * BigInt(10_000 - bps)
        expect(rate * 10_000n).toBeLessThanOrEqual(exactTimes10k)
        expect((rate + 1n) * 10_000n).toBeGreaterThan(exactTimes10k)
      }),
    )
  })
})

describe('receive amount in the currency’s minor units', () => {
  it.each([
    [10_000, '129.5', 'KES', 1_295_000], // $100 → 12,950.00 KES
    [10_000, '3702.41', 'UGX', 370_241], // $100 → 370,241 UGX (no minor unit)
    [12_345, '177.721', 'DJF', 21_939], // $123.45 × 177.721 = 21,939.65 → 21,939 DJF
    [1, '34.123456', 'TRY', 34], // $0.01 → 0.34123456 TRY → 0.34
    [26_250, '1', 'USD', 26_250],
  ] as const)('%i cents at %s is %i minor units of %s', (amountCents, rate, currency, minor) => {
    expect(receiveAmount(amountCents, parseRate(rate), currency)).toBe(minor)
  })

  it('is the exact product rounded down, for currencies with zero and two minor digits', () => {
    fc.assert(
      fc.property(cents, rates, currencies, (amountCents, micros, currency) => {
        const digits = 10n ** BigInt(CURRENCY_DIGITS[currency])
        // Exact payout in minor units × 100 × 10^6 (no division anywhere).
        const exact = BigInt(amountCents) * micros * digits
        let minor: number
        try {
          minor = receiveAmount(amountCents, micros, currency)
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError)
          return
        }
        const scaled = BigInt(minor) * 100_000_000n
        expect(scaled).toBeLessThanOrEqual(exact)
        expect(scaled + 100_000_000n).toBeGreaterThan(exact)
      }),
    )
  })

  it('never pays more for less: more cents never receive less', () => {
    fc.assert(
      fc.property(cents, cents, rates, currencies, (a, b, micros, currency) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const pay = (amount: number) => {
          try {
            return receiveAmount(amount, micros, currency)
          } catch {
            return Number.MAX_SAFE_INTEGER
          }
        }
        expect(pay(low)).toBeLessThanOrEqual(pay(high))
      }),
    )
  })
})

describe('FX margin: the amount less what the payout is worth at the reference rate', () => {
  it.each([
    // $100 at 129.2 less 1.5% (127.262): 12,726.20 KES paid, worth $98.50 at 129.2 → $1.50 earned.
    [10_000, 1_272_620, '129.2', 'KES', 150],
    // Worth 12,726.19 / 129.2 = $98.4999…: rounded up to $98.50, so the margin rounds down, the customer's way.
    [10_000, 1_272_619, '129.2', 'KES', 150],
    // $250 at 3650 less 1.5% (3595.25): 898,812 UGX, worth $246.249… → $246.25, margin $3.75.
    [25_000, 898_812, '3650', 'UGX', 375],
    // Paid at the reference itself: no margin.
    [10_000, 1_292_000, '129.2', 'KES', 0],
    // Paid more than the amount is worth (a customer rate above the reference): no margin, never a negative one.
    [10_000, 1_300_000, '129.2', 'KES', 0],
  ] as const)('%i cents paid out as %i minor units at reference %s %s earn %i cents', (amountCents, receiveMinor, reference, currency, margin) => {
    expect(marginCents(amountCents, receiveMinor, parseRate(reference), currency)).toBe(margin)
  })

  it('is the exact difference rounded down (the payout’s worth rounded up), never below zero nor above the amount', () => {
    fc.assert(
      fc.property(cents, rates, fc.integer({ min: 0, max: MAX_MARGIN_BPS }), currencies, (amountCents, reference, bps, currency) => {
        let receiveMinor: number
        try {
          receiveMinor = receiveAmount(amountCents, customerRate(reference, bps), currency)
        } catch {
          return
        }
        const margin = marginCents(amountCents, receiveMinor, reference, currency)
        expect(Number.isSafeInteger(margin)).toBe(true)
        expect(margin).toBeGreaterThanOrEqual(0)
        expect(margin).toBeLessThanOrEqual(amountCents)
        // worth × reference × 10^digits ≥ receiveMinor × 10^8, with worth = amount − margin the smallest such whole number of cents.
        const digits = 10n ** BigInt(CURRENCY_DIGITS[currency])
        const worth = BigInt(amountCents - margin)
        const paidScaled = BigInt(receiveMinor) * 100_000_000n
        if (margin > 0) {
          expect(worth * reference * digits).toBeGreaterThanOrEqual(paidScaled)
          expect((worth - 1n) * reference * digits).toBeLessThan(paidScaled)
        } else {
          // No margin only when the payout is worth the whole amount (never by rounding against us).
          expect(worth * reference * digits).toBeLessThanOrEqual(paidScaled + reference * digits)
        }
      }),
    )
  })

  it('refuses what is not an amount or a rate', () => {
    expect(() => marginCents(-1, 0, 1n, 'KES')).toThrow(RangeError)
    expect(() => marginCents(1, 0.5, 1n, 'KES')).toThrow(RangeError)
    expect(() => marginCents(1, 0, 0n, 'KES')).toThrow(RangeError)
  })
})

describe('labels and formats', () => {
  it('writes rates as the payment summary shows them', () => {
    expect(rateLabel('129.5', 'KES')).toBe('1 USD = 129.50 KES')
    expect(rateLabel('3702.41', 'UGX')).toBe('1 USD = 3,702.41 UGX')
    expect(rateLabel('177.721', 'DJF')).toBe('1 USD = 177.721 DJF')
    expect(rateLabel('1', 'USD')).toBe('1 USD = 1.0 USD')
  })

  it('formats minor units with the currency’s own digits', () => {
    expect(formatMinor(1_295_000, 'KES')).toBe('KES\u00a012,950.00')
    expect(formatMinor(370_241, 'UGX')).toBe('UGX\u00a0370,241')
    expect(minorToDecimal(1_295_050, 'KES')).toBe(12950.5)
    expect(minorToDecimal(370_241, 'UGX')).toBe(370241)
  })
})

describe('sendCentsFor', () => {
  it('is the fewest cents whose payout reaches the amount: a cent less falls short, and the payout exceeds it by less than a cent’s worth', () => {
    fc.assert(
      fc.property(
        // Rates from 0.01 up: no currency of ours is worth more than a hundred dollars.
        fc.bigInt({ min: 10_000n, max: 10_000_000_000_000n }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...PAYOUT_CURRENCIES),
        (rate, receiveMinor, currency) => {
          const cents = sendCentsFor(receiveMinor, rate, currency)
          expect(receiveAmount(cents, rate, currency)).toBeGreaterThanOrEqual(receiveMinor)
          if (cents > 0) expect(receiveAmount(cents - 1, rate, currency)).toBeLessThan(receiveMinor)
        },
      ),
    )
  })

  it('works KES 10,000.00 at 128.05 out as $78.10, and dollars 1:1', () => {
    expect(sendCentsFor(1_000_000, parseRate('128.05'), 'KES')).toBe(7810)
    expect(sendCentsFor(25_050, parseRate('1'), 'USD')).toBe(25_050)
    expect(() => sendCentsFor(-1, parseRate('1'), 'USD')).toThrow(RangeError)
  })
})
