import { CreatePayoutBatchSchema, PayoutBatchSchema } from '../../../payouts/payout-batch'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/** Staff take ready transfers of one payout queue into a new payout batch (docs/payout-batches.md). */
export const createPayoutBatch = defineRoute('createPayoutBatch', 'POST /api/payouts/batches', {
  auth: 'admin',
  // The transfers are read, then one transaction puts the batch and each transfer (in the batch, out of the
  // ready queue) with its 'batched' event; batching moves no status, so no counter.
  access: { table: { get: ['transfer'], put: ['transfer', 'transferEvent', 'payoutBatch'] } },
  body: CreatePayoutBatchSchema,
  responses: { 201: PayoutBatchSchema, 422: ErrorBodySchema },
})
