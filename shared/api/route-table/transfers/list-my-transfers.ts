import { ListTransfersQuerySchema } from '../../../transfers/list-transfers-query'
import { TransferListSchema } from '../../../transfers/transfer-list'
import { defineRoute } from './define-route'

export const listMyTransfers = defineRoute('listMyTransfers', 'GET /api/customers', {
  auth: 'user',
  // The sender's counters (or their day and month buckets for a filtered list); their list on gsi1; a search that is
  // an invoice number or a mobile number is looked up exactly.
  access: { table: { get: ['ownerTotals', 'transfer', 'invoice'], query: ['ownerBucket', 'mobile'], queryIndex: { gsi1: ['transfer'] } } },
  query: ListTransfersQuerySchema,
  responses: { 200: TransferListSchema },
})
