import { describe, expect, it } from 'vitest'
import { amountFromQuery, filterAmountText, quoteAmount } from './transfer-amount'

/** The default stage's range, as the country answer gives it. */
const RANGE = { minCents: 1_000, maxCents: 1_000_000 }

describe('filterAmountText', () => {
  it.each([
    ['keeps digits', '12', '1', '12'],
    ['keeps one point', '12.', '12', '12.'],
    ['keeps up to 2 decimals', '12.34', '12.3', '12.34'],
    ['keeps a leading point', '.5', '', '.5'],
    ['keeps an emptied field empty', '', '1', ''],
    ['ignores a letter', '12a', '12', '12'],
    ['ignores a sign', '-1', '', ''],
    ['ignores an exponent', '1e5', '1', '1'],
    ['ignores a second point', '1.2.', '1.2', '1.2'],
    ['ignores a third decimal', '12.345', '12.34', '12.34'],
  ])('%s: %j typed over %j leaves %j', (_case, typed, previous, text) => {
    expect(filterAmountText(typed, previous)).toBe(text)
  })
})

describe('quoteAmount', () => {
  it('quotes with the shared fee rule', () => {
    expect(quoteAmount('100', RANGE)).toEqual({ kind: 'quoted', fees: { amountCents: 10_000, feeCents: 500, totalCents: 10_500 }, ratePercent: 5 })
    expect(quoteAmount('3000.01', RANGE)).toMatchObject({ fees: { feeCents: 9_000, totalCents: 309_001 }, ratePercent: 3 })
  })

  it('is empty for nothing typed and invalid for 0, below the minimum or above the maximum', () => {
    expect(quoteAmount('', RANGE)).toEqual({ kind: 'empty' })
    expect(quoteAmount('0', RANGE)).toEqual({ kind: 'invalid', message: 'Enter an amount greater than 0' })
    expect(quoteAmount('9.99', RANGE)).toEqual({ kind: 'invalid', message: 'The smallest amount you can send is $10.00' })
    expect(quoteAmount('10', RANGE)).toMatchObject({ kind: 'quoted' })
    expect(quoteAmount('10000', RANGE)).toMatchObject({ kind: 'quoted' })
    expect(quoteAmount('10000.01', RANGE)).toEqual({ kind: 'invalid', message: 'Amounts above $10,000.00 cannot be sent online' })
  })

  it("judges the amount against the range it is given (the stage's, from the API)", () => {
    const range = { minCents: 2_500, maxCents: 50_000 }
    expect(quoteAmount('500', range)).toMatchObject({ kind: 'quoted' })
    expect(quoteAmount('500.01', range)).toEqual({ kind: 'invalid', message: 'Amounts above $500.00 cannot be sent online' })
    expect(quoteAmount('25', range)).toMatchObject({ kind: 'quoted' })
    expect(quoteAmount('24.99', range)).toEqual({ kind: 'invalid', message: 'The smallest amount you can send is $25.00' })
  })
})

describe('amountFromQuery', () => {
  it('reads the amount carried in the URL, in cents', () => {
    expect(amountFromQuery('100', RANGE)).toBe(10_000)
    expect(amountFromQuery('250.5', RANGE)).toBe(25_050)
  })

  it('refuses a missing, zero, negative, over-precise, under- or over-limit amount', () => {
    for (const bad of [null, '', '0', '-5', 'abc', '10.005', '9.99', String(RANGE.maxCents / 100 + 1)]) {
      expect(amountFromQuery(bad, RANGE)).toBeUndefined()
    }
  })
})
