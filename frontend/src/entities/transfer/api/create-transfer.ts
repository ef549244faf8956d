import { createTransfer as createTransferRoute } from '../../../../../shared/api/route-table/transfers/create-transfer'
import type { Quote } from '../../../../../shared/rates/quote'
import type { PaymentInput, Transfer } from '../../../../../shared/transfers/transfer-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { i18n } from '../../../lib/i18n/i18n'
import { PAYMENT_FALLBACK_MESSAGE } from '../transfer-texts'

/**
 * `POST /api/customers` for one payment attempt (the wizard's, or Add Customer's on a user's
 * behalf). `idempotencyKey` is the attempt's: sending it again (a double click, a retry after a lost
 * answer) answers the transfer already created. Every payment is made at a quote (api/use-quote):
 * the one the wizard showed, or the dollar quote Add Customer asked for when it was sent.
 */
export function createTransfer(call: AuthedCall, body: PaymentInput, idempotencyKey: string, quote: Quote): Promise<Transfer> {
  return call(createTransferRoute, {
    body: { ...body, payoutCurrency: quote.payoutCurrency, quoteId: quote.quoteId },
    idempotencyKey,
    fallbackMessage: i18n._(PAYMENT_FALLBACK_MESSAGE),
  })
}
