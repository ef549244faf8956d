import { CancelTransferSchema } from '../../../transfers/cancel-transfer-schema'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { TRANSFER_CANCELLATION } from '../../route-access'
import { defineRoute } from './define-route'

/**
 * Cancels a transfer and records the refund of everything paid. Its sender within 30
 * minutes of paying, staff (with a reason) until payout. A repeat of a cancellation answers the
 * cancelled transfer (a double click cancels once).
 */
export const cancelTransfer = defineRoute('cancelTransfer', 'POST /api/customers/{id}/cancel', {
  auth: 'user',
  // The transfer, its counters and its event in one transaction; a held one leaves the review queue; the ledger gives the amount back.
  access: { table: TRANSFER_CANCELLATION },
  params: TransferIdParamsSchema,
  body: CancelTransferSchema,
  responses: { 200: TransferSchema },
})
