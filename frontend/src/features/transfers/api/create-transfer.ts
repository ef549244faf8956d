import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import type { CreateTransferInput, Transfer } from '../../../../../shared/transfers/transfer-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { PAYMENT_FALLBACK_MESSAGE } from '../transfer-texts'

/**
 * `POST /api/customers` for one payment attempt (the wizard's, or Add Customer's on a user's
 * behalf). `idempotencyKey` is the attempt's: sending it again (a double click, a retry after a lost
 * answer) answers the transfer already created.
 */
export function createTransfer(call: AuthedCall, body: CreateTransferInput, idempotencyKey: string): Promise<Transfer> {
  return call(transferRoutes.createTransfer, { body, idempotencyKey, fallbackMessage: PAYMENT_FALLBACK_MESSAGE })
}
