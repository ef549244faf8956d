import { AppliedResultsSchema, PayoutBatchParamsSchema, UploadPayoutResultsSchema } from '../../../payouts/payout-batch'
import { TRANSFER_COUNTERS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * The partner's result file for a batch (docs/payout-batches.md): judged whole (422 with the lines
 * wrong, nothing changed), then applied row by row: paid → PAID (the ledger posts the payout), failed →
 * back to the ready queue with the reason. The same file again changes nothing.
 */
export const uploadPayoutResults = defineRoute('uploadPayoutResults', 'POST /api/payouts/batches/{id}/results', {
  auth: 'admin',
  // Each row is a move of its transfer (its item, event, journal entries and counters) with its result, in
  // one transaction; the batch is then put at its next version with the file recorded.
  access: {
    table: {
      get: ['payoutBatch', 'transfer'],
      query: ['payoutResult'],
      put: ['transfer', 'transferEvent', 'journalEntry', 'payoutResult', 'payoutBatch'],
      update: TRANSFER_COUNTERS,
    },
  },
  params: PayoutBatchParamsSchema,
  body: UploadPayoutResultsSchema,
  responses: { 200: AppliedResultsSchema, 422: ErrorBodySchema },
})
