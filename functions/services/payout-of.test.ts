import { describe, expect, it } from 'vitest'
import type { Quote } from '../../shared/rates/quote'
import type { CreateTransfer } from '../../shared/transfers/transfer-schemas'
import type { StoredQuote } from '../store/quotes-store'
import { payoutOf } from './transfer-create'

const quote: Quote = {
  quoteId: '01KB0000000000000000000000',
  countryId: 'ke',
  paymentType: 'Bank Transfer',
  amount: 250,
  fee: 12.5,
  total: 262.5,
  payoutCurrency: 'KES',
  rate: '128.05',
  receiveAmount: 32012.5,
  createdAt: '2026-11-26T09:15:00.000Z',
  expiresAt: '2026-11-26T09:45:00.000Z',
  dateAvailable: '2026-11-27',
}
const HOLDER = 'user-amina'
const stored: StoredQuote = { quote, holder: HOLDER, referenceRate: '130', rateVersion: 4 }
const body = { amountCents: 25_000, countryId: 'ke', payoutCurrency: 'KES', paymentType: 'Bank Transfer' } as CreateTransfer
const expiry = Date.parse(quote.expiresAt)
const refusedWith = (code: string) => expect.objectContaining({ kind: 'conflict', code })

describe('payoutOf: a payment at its quote', () => {
  it('holds until the last millisecond of the 30 minutes (server time) and copies the quote, with its reference rate', () => {
    expect(payoutOf(stored, body, HOLDER, new Date(expiry - 1))).toEqual({
      currency: 'KES',
      rate: '128.05',
      receiveAmount: 32012.5,
      receiveMinor: 3_201_250,
      dateAvailable: '2026-11-27',
      quoteId: quote.quoteId,
      quotedAt: quote.createdAt,
      referenceRate: '130',
    })
  })

  it('records no reference rate where the quote has none (US dollars, quotes from before it was kept)', () => {
    expect(payoutOf({ quote, holder: HOLDER }, body, HOLDER, new Date(expiry - 1))).not.toHaveProperty('referenceRate')
  })

  it('has expired at the 30th minute exactly', () => {
    expect(() => payoutOf(stored, body, HOLDER, new Date(expiry))).toThrow(refusedWith('QUOTE_EXPIRED'))
  })

  it('says so when no quote was found: an unknown quote is not an expired one', () => {
    expect(() => payoutOf(undefined, body, HOLDER, new Date(expiry - 60_000))).toThrow(refusedWith('QUOTE_UNKNOWN'))
  })

  it.each([{ amountCents: 25_001 }, { countryId: 'ug' }, { payoutCurrency: 'USD' }, { paymentType: 'Mobile Money' }])(
    'refuses a payment the quote is not for: %j',
    (change) => {
      expect(() => payoutOf(stored, { ...body, ...change } as CreateTransfer, HOLDER, new Date(expiry - 1))).toThrow(refusedWith('QUOTE_MISMATCH'))
    },
  )
})

describe('payoutOf: a quote pays for its holder, once', () => {
  it("refuses another account's quote, and one asked for signed out (held by nobody): no bearer tokens", () => {
    expect(() => payoutOf(stored, body, 'user-someone-else', new Date(expiry - 1))).toThrow(refusedWith('QUOTE_NOT_YOURS'))
    expect(() => payoutOf({ quote }, body, HOLDER, new Date(expiry - 1))).toThrow(refusedWith('QUOTE_NOT_YOURS'))
  })

  it('refuses a quote a transfer already used', () => {
    expect(() => payoutOf({ ...stored, usedBy: '01KB00000000000000000TRANS' }, body, HOLDER, new Date(expiry - 1))).toThrow(refusedWith('QUOTE_USED'))
  })

  it("judges the holder first: someone else's quote says nothing of its state (used, expired or for other figures)", () => {
    const spent = { ...stored, usedBy: '01KB00000000000000000TRANS' }
    expect(() => payoutOf(spent, { ...body, amountCents: 1 } as CreateTransfer, 'user-thief', new Date(expiry + 1))).toThrow(
      refusedWith('QUOTE_NOT_YOURS'),
    )
  })
})
