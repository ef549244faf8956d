import { describe, expect, it } from 'vitest'
import type { Quote } from '../../shared/rates/quote'
import type { CreateTransfer } from '../../shared/transfers/transfer-schemas'
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
const body = { amountCents: 25_000, countryId: 'ke', payoutCurrency: 'KES', paymentType: 'Bank Transfer' } as CreateTransfer
const expiry = Date.parse(quote.expiresAt)

describe('payoutOf: a payment at its quote', () => {
  it('holds until the last millisecond of the 30 minutes (server time) and copies the quote', () => {
    expect(payoutOf(quote, body, new Date(expiry - 1))).toEqual({
      currency: 'KES',
      rate: '128.05',
      receiveAmount: 32012.5,
      receiveMinor: 3_201_250,
      dateAvailable: '2026-11-27',
      quoteId: quote.quoteId,
      quotedAt: quote.createdAt,
    })
  })

  it('has expired at the 30th minute exactly', () => {
    expect(() => payoutOf(quote, body, new Date(expiry))).toThrow(expect.objectContaining({ kind: 'conflict', code: 'QUOTE_EXPIRED' }))
  })

  it('says so when no quote was found: an unknown quote is not an expired one', () => {
    expect(() => payoutOf(undefined, body, new Date(expiry - 60_000))).toThrow(expect.objectContaining({ kind: 'conflict', code: 'QUOTE_UNKNOWN' }))
  })

  it.each([{ amountCents: 25_001 }, { countryId: 'ug' }, { payoutCurrency: 'USD' }, { paymentType: 'Mobile Money' }])(
    'refuses a payment the quote is not for: %j',
    (change) => {
      expect(() => payoutOf(quote, { ...body, ...change } as CreateTransfer, new Date(expiry - 1))).toThrow(
        expect.objectContaining({ kind: 'conflict', code: 'QUOTE_MISMATCH' }),
      )
    },
  )
})
