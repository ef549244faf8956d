import { ReviewDecisionBodySchema } from '../../../compliance/hold'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { TRANSFER_COUNTERS } from '../../route-access'
import { defineRoute } from './define-route'

/** A reviewer releases a held transfer (back to PENDING), with the reason. */
export const releaseTransfer = defineRoute('releaseTransfer', 'POST /api/customers/{id}/release', {
  auth: 'admin',
  // The transfer, its counters, its review queue item, its event, the release's journal entry, and
  // the clearance of each possible sanctions match it releases (for the sender's later transfers).
  access: {
    table: {
      get: ['transfer'],
      put: ['transfer', 'transferEvent', 'journalEntry', 'screeningClearance'],
      update: TRANSFER_COUNTERS,
      delete: ['review'],
    },
  },
  params: TransferIdParamsSchema,
  body: ReviewDecisionBodySchema,
  responses: { 200: TransferSchema },
})
