import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'
import type { MoneyTransferValues, TransferContext } from '../money-transfer-form'
import { transferRequest } from '../money-transfer-form'

/** Spec 8: what a failed payment shows when the server gives no error field. */
export const PAYMENT_FALLBACK_MESSAGE = 'Error type: the server gave no reason'

/**
 * POST /api/customers for one payment attempt. `idempotencyKey` is the attempt's: sending it again
 * (a double click, a retry after a lost answer) answers the transfer already created.
 */
export function createTransfer(call: AuthedCall, values: MoneyTransferValues, context: TransferContext, idempotencyKey: string): Promise<Transfer> {
  return call(transferRoutes.createTransfer, {
    body: transferRequest(values, context),
    idempotencyKey,
    fallbackMessage: PAYMENT_FALLBACK_MESSAGE,
  })
}
