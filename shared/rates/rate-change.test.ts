import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRate, rateText } from '../money/exchange-rate'
import { changeBps, judgeRateChange, LARGE_RATE_CHANGE_BPS } from './rate-change'

const kes = { customerRate: '127.262', referenceRate: '129.2' }

describe('changeBps: a change in hundredths of a percent', () => {
  it.each([
    ['129.2', '131.2', 155], // +1.548% → +1.55%
    ['129.2', '12920', 990_000], // the ×100 typo: +9,900%
    ['3650', '36500', 90_000], // the ×10 one: +900%
    ['36500', '3650', -9_000], // and back: −90%
    ['100', '110', 1_000],
    ['100', '99.995', -1], // −0.005% rounds away from zero
    ['100', '100', 0],
  ])('%s → %s is %i bps', (from, to, bps) => {
    expect(changeBps(from, to)).toBe(bps)
  })
})

describe('judgeRateChange: more than 10% needs a second look', () => {
  it('lets a market move through', () => {
    expect(judgeRateChange(kes, { customerRate: '128.05', referenceRate: '130' })).toEqual({
      customerChangeBps: 62,
      referenceChangeBps: 62,
      large: false,
    })
  })

  it('catches a ×100 typo (about KES 13,000 for 130), and its ×10 sibling', () => {
    expect(judgeRateChange(kes, { customerRate: '12726.2', referenceRate: '12920' })).toMatchObject({ large: true, customerChangeBps: 990_000 })
    expect(judgeRateChange({ customerRate: '3595.25', referenceRate: '3650' }, { customerRate: '35952.5', referenceRate: '36500' }).large).toBe(true)
  })

  it('holds exactly 10% as not large, and a millionth more as large, either way', () => {
    const at = { customerRate: '100', referenceRate: '100' }
    expect(judgeRateChange(at, { customerRate: '110', referenceRate: '100' }).large).toBe(false)
    expect(judgeRateChange(at, { customerRate: '90', referenceRate: '100' }).large).toBe(false)
    expect(judgeRateChange(at, { customerRate: '110.000001', referenceRate: '100' }).large).toBe(true)
    expect(judgeRateChange(at, { customerRate: '89.999999', referenceRate: '100' }).large).toBe(true)
  })

  it('judges the reference on its own too (a margin change moves the customer rate alone)', () => {
    expect(judgeRateChange(kes, { customerRate: '127.262', referenceRate: '143' }).large).toBe(true)
  })

  it('counts a first rate as large: nothing vouches for it', () => {
    expect(judgeRateChange(undefined, kes)).toEqual({ customerChangeBps: undefined, referenceChangeBps: undefined, large: true })
  })

  it('is large exactly when either rate moves more than 10%, for any rates', () => {
    const micros = fc.bigInt({ min: 1n, max: 9_999_999_999_999n })
    fc.assert(
      fc.property(micros, micros, micros, micros, (c0, c1, r0, r1) => {
        const beyond = (a: bigint, b: bigint) => (b > a ? b - a : a - b) * 10_000n > a * BigInt(LARGE_RATE_CHANGE_BPS)
        const judged = judgeRateChange(
          { customerRate: rateText(c0), referenceRate: rateText(r0) },
          { customerRate: rateText(c1), referenceRate: rateText(r1) },
        )
        expect(judged.large).toBe(beyond(c0, c1) || beyond(r0, r1))
        expect(parseRate(rateText(c1))).toBe(c1)
      }),
    )
  })
})
