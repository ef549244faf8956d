import { DailyStatsQuerySchema, DailyStatsSchema } from '../../../transfers/daily-stats'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** Staff's chart: everyone's live transfers per UTC creation day, `?days=` (default 30) ending today. */
export const getDailyTransferStats = defineRoute('getDailyTransferStats', {
  method: 'GET',
  path: '/api/customers/stats/daily',
  auth: 'admin',
  area: 'transfers',
  access: { table: { query: ['bucket'] } },
  query: DailyStatsQuerySchema,
  responses: { 200: DailyStatsSchema, ...errors },
})
