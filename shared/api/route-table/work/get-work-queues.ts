import { WorkQueuesSchema } from '../../../work/work-queues'
import { defineRoute } from './define-route'

/** The staff home's counts (verified staff): what is waiting for them today, per work queue. */
export const getWorkQueues = defineRoute('getWorkQueues', 'GET /api/work-queues', {
  auth: 'admin',
  // Counts only: the review queue, the open claims (their due dates), each payout queue, the uploads waiting for verification, the latest reconciliation.
  access: {
    table: {
      query: ['review', 'reconciliationReport'],
      queryIndex: { gsi2: ['claim'], gsi3: ['transfer', 'profile'] },
    },
  },
  responses: { 200: WorkQueuesSchema },
})
