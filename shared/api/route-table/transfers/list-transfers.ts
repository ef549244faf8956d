import { ListTransfersQuerySchema } from '../../../transfers/list-transfers-query'
import { TransferListSchema } from '../../../transfers/transfer-list'
import { defineRoute } from './define-route'

export const listTransfers = defineRoute('listTransfers', 'GET /api/customers/list', {
  auth: 'user',
  // Read ahead as the caller's own list (above); staff then read everyone's: the counters or buckets, gsi2, and a
  // text search through the search index's postings; the archived ones (exports) on gsi2 too; and, for staff, the
  // profiles of the page's senders (one BatchGetItem) to name them.
  access: {
    table: {
      get: ['ownerTotals', 'totals', 'transfer', 'invoice', 'profile'],
      query: ['ownerBucket', 'bucket', 'mobile', 'searchPosting'],
      queryIndex: { gsi1: ['transfer'], gsi2: ['transfer', 'archivedTransfer'] },
    },
  },
  query: ListTransfersQuerySchema,
  responses: { 200: TransferListSchema },
})
