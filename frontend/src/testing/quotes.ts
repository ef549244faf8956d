import { decimalToMinor, minorToDecimal, type PayoutCurrency } from '../../../shared/money/currencies'
import { parseRate, receiveAmount, sendCentsFor } from '../../../shared/money/exchange-rate'
import { computeFees } from '../../../shared/money/fees'
import { fromCents, toCents } from '../../../shared/money/money'
import type { Quote } from '../../../shared/rates/quote'
import { jsonResponse } from './mock-fetch'

/** The id every mocked quote has, so tests can expect it in the payment that follows. */
export const MOCK_QUOTE_ID = '01KB0000000000000000000QTE'

/** The customer rates the mocked quotes use; a currency missing here is refused as the server refuses one with no rate. */
const MOCK_RATES: Partial<Record<PayoutCurrency, string>> = { USD: '1', KES: '129.5', UGX: '3702.41' }

export interface QuoteAnswerOptions {
  quoteId?: string
  rate?: string
  expiresAt?: string
  dateAvailable?: string
}

/**
 * A mocked `POST /api/quotes` (or `/api/quotes/mine`) answer for the request it answers, worked out with the shared fee and
 * rate rules (a 422 for a currency without a rate in {@link MOCK_RATES}).
 */
export function quoteAnswer(init: RequestInit | undefined, options: QuoteAnswerOptions = {}): Response {
  const asked = JSON.parse(String(init?.body)) as {
    countryId: string
    amount?: number | string
    receiveAmount?: number
    payoutCurrency: Quote['payoutCurrency']
    paymentType: Quote['paymentType']
  }
  const rate = options.rate ?? MOCK_RATES[asked.payoutCurrency]
  if (rate === undefined) return jsonResponse({ error: 'We cannot pay out in this currency right now. Choose US dollars, or try again later.' }, 422)
  // Asked by what the recipient gets: the fewest cents that pay it, as the server works it out.
  const cents =
    asked.receiveAmount === undefined
      ? toCents(Number(asked.amount))
      : sendCentsFor(decimalToMinor(asked.receiveAmount, asked.payoutCurrency), parseRate(rate), asked.payoutCurrency)
  const fees = computeFees(cents)
  const quote: Quote = {
    quoteId: options.quoteId ?? MOCK_QUOTE_ID,
    countryId: asked.countryId,
    paymentType: asked.paymentType,
    amount: fromCents(fees.amountCents),
    fee: fromCents(fees.feeCents),
    total: fromCents(fees.totalCents),
    payoutCurrency: asked.payoutCurrency,
    rate,
    receiveAmount: minorToDecimal(receiveAmount(fees.amountCents, parseRate(rate), asked.payoutCurrency), asked.payoutCurrency),
    createdAt: '2026-11-26T09:00:00.000Z',
    expiresAt: options.expiresAt ?? '2026-11-26T09:30:00.000Z',
    dateAvailable: options.dateAvailable ?? (asked.paymentType === 'Bank Transfer' ? '2026-11-27' : '2026-11-26'),
  }
  return jsonResponse(quote, 201)
}
