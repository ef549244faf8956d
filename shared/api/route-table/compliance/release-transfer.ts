import { ReviewDecisionBodySchema } from '../../../compliance/hold'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { TRANSFER_COUNTERS } from '../../route-access'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** A reviewer releases a held transfer (back to PENDING), with the reason. */
export const releaseTransfer = defineRoute('releaseTransfer', {
  method: 'POST',
  path: '/api/customers/{id}/release',
  auth: 'admin',
  area: 'compliance',
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
  responses: { 200: TransferSchema, ...errors },
})
