import { PayoutBatchDetailSchema, PayoutBatchParamsSchema } from '../../../payouts/payout-batch'
import { defineRoute } from './define-route'

/** One payout batch with its transfers and the partner's results recorded so far (verified staff). */
export const getPayoutBatch = defineRoute('getPayoutBatch', 'GET /api/payouts/batches/{id}', {
  auth: 'admin',
  // The batch and its transfers (one BatchGetItem), and its results (one Query of its partition).
  access: { table: { get: ['payoutBatch', 'transfer'], query: ['payoutResult'] } },
  params: PayoutBatchParamsSchema,
  responses: { 200: PayoutBatchDetailSchema },
})
