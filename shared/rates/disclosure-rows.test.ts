import { describe, expect, it } from 'vitest'
import { legalTexts } from '../i18n/legal-texts'
import { LOCALES } from '../i18n/locales'
import { disclosureValues } from './disclosure-rows'

const figures = { amountCents: 10_000, feeCents: 500, totalCents: 10_500 }

describe('disclosure values', () => {
  it.each(LOCALES)('%s: a payout in dollars says no exchange applies, in the reader’s words', (locale) => {
    const values = disclosureValues({ ...figures, rate: '1', currency: 'USD', receiveAmount: 100 }, locale)
    expect(values.exchangeRate).toBe(legalTexts(locale).noExchange)
    expect(values.exchangeRate).not.toContain('1 USD')
  })

  it('a payout in another currency shows the rate exactly, and amounts in the reader’s formats', () => {
    const kes = { ...figures, rate: '129.5', currency: 'KES', receiveAmount: 12_950 } as const
    expect(disclosureValues(kes).exchangeRate).toBe('1 USD = 129.50 KES')
    expect(disclosureValues(kes).total).toBe('$105.00')
    expect(disclosureValues(kes, 'tr').total).toBe(new Intl.NumberFormat('tr', { style: 'currency', currency: 'USD' }).format(105))
  })
})
