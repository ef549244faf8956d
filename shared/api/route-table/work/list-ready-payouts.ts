import { TransfersPageSchema } from '../../../transfers/transfer-list'
import { ListReadyPayoutsQuerySchema } from '../../../work/work-queues'
import { defineRoute } from './define-route'

/** One payout queue (verified staff): the transfers of a destination and payout method ready to pay out, oldest first. */
export const listReadyPayouts = defineRoute('listReadyPayouts', 'GET /api/payouts/ready', {
  auth: 'admin',
  // The queue is the transfers themselves (gsi3 projects the whole item): one Query.
  access: { table: { queryIndex: { gsi3: ['transfer'] } } },
  query: ListReadyPayoutsQuerySchema,
  responses: { 200: TransfersPageSchema },
})
