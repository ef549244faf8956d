import { DailyStatsQuerySchema, DailyStatsSchema } from '../../../transfers/daily-stats'
import { defineRoute } from './define-route'

/** Staff's chart: everyone's live transfers per UTC creation day, `?days=` (default 30) ending today. */
export const getDailyTransferStats = defineRoute('getDailyTransferStats', 'GET /api/customers/stats/daily', {
  auth: 'admin',
  access: { table: { query: ['bucket'] } },
  query: DailyStatsQuerySchema,
  responses: { 200: DailyStatsSchema },
})
