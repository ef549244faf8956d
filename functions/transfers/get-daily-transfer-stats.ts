import * as transferRoutes from '../../shared/api/route-table/transfers/get-daily-transfer-stats'
import { DEFAULT_STATS_DAYS } from '../../shared/transfers/daily-stats'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { dailyTransferStats } from '../services/daily-stats'

/** The Dashboard overview's chart (staff): transfers and amounts per day. */
export const handler = route(transferRoutes.getDailyTransferStats, async ({ query, now }) =>
  ok(await dailyTransferStats(query.days ?? DEFAULT_STATS_DAYS, now)),
)
