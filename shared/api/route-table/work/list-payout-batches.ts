import { ListPayoutBatchesQuerySchema, PayoutBatchPageSchema } from '../../../payouts/payout-batch'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** Every payout batch, newest first (verified staff). */
export const listPayoutBatches = defineRoute('listPayoutBatches', {
  method: 'GET',
  path: '/api/payouts/batches',
  auth: 'admin',
  area: 'work',
  access: { table: { queryIndex: { gsi2: ['payoutBatch'] } } },
  query: ListPayoutBatchesQuerySchema,
  responses: { 200: PayoutBatchPageSchema, ...errors },
})
