import type { Quote } from '../../../shared/rates/quote'
import { jsonResponse } from './mock-fetch'

/** The id every mocked quote has, so tests can expect it in the payment that follows. */
export const MOCK_QUOTE_ID = '01KB0000000000000000000QTE'

/** A mocked `POST /api/quotes` answer for the request it answers (USD 1:1; the fee rule is not what these tests are about). */
export function quoteAnswer(init: RequestInit | undefined): Response {
  const asked = JSON.parse(String(init?.body)) as {
    countryId: string
    amount: number | string
    payoutCurrency: Quote['payoutCurrency']
    paymentType: Quote['paymentType']
  }
  const amount = Number(asked.amount)
  const quote: Quote = {
    quoteId: MOCK_QUOTE_ID,
    countryId: asked.countryId,
    paymentType: asked.paymentType,
    amount,
    fee: 0,
    total: amount,
    payoutCurrency: asked.payoutCurrency,
    rate: '1',
    receiveAmount: amount,
    createdAt: '2026-11-26T09:00:00.000Z',
    expiresAt: '2026-11-26T09:30:00.000Z',
    dateAvailable: '2026-11-26',
  }
  return jsonResponse(quote, 201)
}
