import { PayoutBatchFileSchema, PayoutBatchParamsSchema } from '../../../payouts/payout-batch'
import { defineRoute } from './define-route'

/**
 * The batch file for the payout partner (docs/payout-batches.md), as CSV text in JSON. Payout details
 * are sensitive: verified staff only, and each download is recorded as an audit event.
 */
export const getPayoutBatchFile = defineRoute('getPayoutBatchFile', 'GET /api/payouts/batches/{id}/file', {
  auth: 'admin',
  access: { table: { get: ['payoutBatch', 'transfer'], query: ['payoutResult'], put: ['auditEvent'] } },
  params: PayoutBatchParamsSchema,
  responses: { 200: PayoutBatchFileSchema },
})
