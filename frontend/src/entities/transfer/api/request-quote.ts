import { quoteRoutes } from '../../../../../shared/api/route-table/quotes'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import type { Quote } from '../../../../../shared/rates/quote'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { callApi } from '../../../lib/api-client'
import { i18n } from '../../../lib/i18n/i18n'
import type { AuthedCall } from '../../../lib/session/authed-call'
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

const quoteBody = (ask: QuoteAsk) => ({
  countryId: ask.countryId,
  amount: (ask.amountCents / 100).toFixed(2),
  payoutCurrency: ask.payoutCurrency,
  paymentType: ask.paymentType,
})

/**
 * `POST /api/quotes` (public): the fee, the rate and what the recipient receives, held for 30
 * minutes. Held by nobody: it shows the figures (the country page, the wizard signed out) and pays
 * for nothing.
 */
export function requestQuote(ask: QuoteAsk, { signal, fallbackMessage }: QuoteRequestOptions = {}): Promise<Quote> {
  return callApi(quoteRoutes.createQuote, { body: quoteBody(ask), signal, fallbackMessage: fallbackMessage ?? i18n._(QUOTE_FALLBACK_MESSAGE) })
}

/**
 * `POST /api/quotes/mine` (signed in): the same quote, bound to the signed-in user, the only kind a
 * payment is made at (once). The wizard and Add Customer ask for it through `call` (the session's token).
 */
export function requestMyQuote(call: AuthedCall, ask: QuoteAsk, { signal, fallbackMessage }: QuoteRequestOptions = {}): Promise<Quote> {
  return call(quoteRoutes.createMyQuote, { body: quoteBody(ask), signal, fallbackMessage: fallbackMessage ?? i18n._(QUOTE_FALLBACK_MESSAGE) })
}

/** A quote by what the recipient gets, in `payoutCurrency` (the server works out the amount to send). */
export interface ReceiveAsk {
  countryId: string
  receiveAmount: number
  payoutCurrency: PayoutCurrency
  paymentType: PaymentType
}

/**
 * `POST /api/quotes` by what the recipient gets (the country page's "Recipient Gets" typed in): the
 * quote's `amount` is the fewest dollars that pay it, which the page then takes as the amount to send.
 */
export function requestReceiveQuote(ask: ReceiveAsk, { signal }: Pick<QuoteRequestOptions, 'signal'> = {}): Promise<Quote> {
  return callApi(quoteRoutes.createQuote, { body: ask, signal, fallbackMessage: i18n._(QUOTE_FALLBACK_MESSAGE) })
}

/** The quote calls of a screen that pays: the signed-in user's own quotes, else (signed out) the public one to show. */
export const quoteApiFor = (call: AuthedCall, signedIn: boolean) =>
  signedIn ? { requestQuote: (ask: QuoteAsk, options?: QuoteRequestOptions) => requestMyQuote(call, ask, options) } : { requestQuote }
