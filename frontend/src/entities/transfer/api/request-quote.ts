import { quoteRoutes } from '../../../../../shared/api/route-table/quotes'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import type { Quote } from '../../../../../shared/rates/quote'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { callApi } from '../../../lib/api-client'
import { i18n } from '../../../lib/i18n/i18n'
import { QUOTE_FALLBACK_MESSAGE } from '../transfer-texts'

export interface QuoteAsk {
  countryId: string
  amountCents: number
  payoutCurrency: PayoutCurrency
  paymentType: PaymentType
}

export interface QuoteRequestOptions {
  signal?: AbortSignal
  /** The screen's text for a refusal without a reason (a payment's own, on Add Customer). */
  fallbackMessage?: string
}

/** `POST /api/quotes` (public): the fee, the rate and what the recipient receives, held for 30 minutes. */
export function requestQuote(ask: QuoteAsk, { signal, fallbackMessage }: QuoteRequestOptions = {}): Promise<Quote> {
  return callApi(quoteRoutes.createQuote, {
    body: {
      countryId: ask.countryId,
      amount: (ask.amountCents / 100).toFixed(2),
      payoutCurrency: ask.payoutCurrency,
      paymentType: ask.paymentType,
    },
    signal,
    fallbackMessage: fallbackMessage ?? i18n._(QUOTE_FALLBACK_MESSAGE),
  })
}
