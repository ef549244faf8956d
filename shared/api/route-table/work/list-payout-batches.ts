import { ListPayoutBatchesQuerySchema, PayoutBatchPageSchema } from '../../../payouts/payout-batch'
import { defineRoute } from './define-route'

/** Every payout batch, newest first (verified staff). */
export const listPayoutBatches = defineRoute('listPayoutBatches', 'GET /api/payouts/batches', {
  auth: 'admin',
  access: { table: { queryIndex: { gsi2: ['payoutBatch'] } } },
  query: ListPayoutBatchesQuerySchema,
  responses: { 200: PayoutBatchPageSchema },
})
