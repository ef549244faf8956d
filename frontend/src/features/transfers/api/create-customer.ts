import { transferRoutes } from '../../../../../shared/api/route-table/transfers'
import type { CreateTransferInput, Transfer } from '../../../../../shared/transfers/transfer-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** Spec 8 payment failure without a reason from the server. */
export const CREATE_FALLBACK_MESSAGE = 'Error type: the server gave no reason'

/**
 * POST /api/customers for one attempt. `idempotencyKey` belongs to the attempt: sending the same
 * attempt again (a double click, a retry after a lost answer) answers the transfer already recorded.
 */
export function createTransfer(call: AuthedCall, body: CreateTransferInput, idempotencyKey: string): Promise<Transfer> {
  return call(transferRoutes.createTransfer, { body, idempotencyKey, fallbackMessage: CREATE_FALLBACK_MESSAGE })
}
