import { ReviewDecisionBodySchema } from '../../../compliance/hold'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { TRANSFER_CANCELLATION } from '../../route-access'
import { defineRoute } from './define-route'

/** A reviewer rejects a held transfer: cancelled with the refund of everything paid, with the reason. */
export const rejectTransfer = defineRoute('rejectTransfer', 'POST /api/customers/{id}/reject', {
  auth: 'admin',
  // A rejection cancels the transfer.
  access: { table: TRANSFER_CANCELLATION },
  params: TransferIdParamsSchema,
  body: ReviewDecisionBodySchema,
  responses: { 200: TransferSchema },
})
