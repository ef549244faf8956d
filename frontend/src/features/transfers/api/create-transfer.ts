import { quoteRoutes } from '../../../../../shared/api/route-table/quotes'
import { createTransfer as createTransferRoute } from '../../../../../shared/api/route-table/transfers/create-transfer'
import type { Quote } from '../../../../../shared/rates/quote'
import type { PaymentInput, Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { ApiError } from '../../../lib/api-error'
import { callApi } from '../../../lib/api-client'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { i18n } from '../../../lib/i18n/i18n'
import { PAYMENT_FALLBACK_MESSAGE } from '../transfer-texts'

/** Each payment attempt's quote, by its Idempotency-Key: a retry of the attempt is the same request. */
const attemptQuotes = new Map<string, Promise<string>>()

function quoteOf(body: PaymentInput, idempotencyKey: string): Promise<string> {
  let quoteId = attemptQuotes.get(idempotencyKey)
  if (!quoteId) {
    quoteId = callApi(quoteRoutes.createQuote, {
      body: { countryId: body.countryId, amount: body.inputValue, payoutCurrency: 'USD', paymentType: body.paymentType },
      fallbackMessage: i18n._(PAYMENT_FALLBACK_MESSAGE),
    }).then((quote) => quote.quoteId)
    attemptQuotes.set(idempotencyKey, quoteId)
    // A quote that never came is asked for again by the next try.
    quoteId.catch(() => attemptQuotes.delete(idempotencyKey))
  }
  return quoteId
}

/**
 * `POST /api/customers` for one payment attempt (the wizard's, or Add Customer's on a user's
 * behalf). `idempotencyKey` is the attempt's: sending it again (a double click, a retry after a lost
 * answer) answers the transfer already created.
 *
 * Every payment is made at a quote (issue 15): the wizard passes the one it showed. Add Customer
 * (staff recording a payment in US dollars, 1:1, the figures its screen shows) passes none: its
 * attempt asks for a dollar quote before it is first sent, and its retries send the same one; a
 * quote the server refuses (expired, or for other figures) is dropped, so the next try asks again.
 */
export async function createTransfer(call: AuthedCall, body: PaymentInput, idempotencyKey: string, quote?: Quote): Promise<Transfer> {
  const quoteId = quote?.quoteId ?? (await quoteOf(body, idempotencyKey))
  try {
    return await call(createTransferRoute, {
      body: { ...body, payoutCurrency: quote?.payoutCurrency ?? 'USD', quoteId },
      idempotencyKey,
      fallbackMessage: i18n._(PAYMENT_FALLBACK_MESSAGE),
    })
  } catch (error) {
    if (error instanceof ApiError && error.code?.startsWith('QUOTE_')) attemptQuotes.delete(idempotencyKey)
    throw error
  }
}
