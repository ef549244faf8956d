import * as systemRoutes from '../../shared/api/route-table/health/get-health'
import { ok } from '../lib/responses'
import { route } from '../lib/route'

export const handler = route(systemRoutes.getHealth, async () => ok({ status: 'ok' as const, time: new Date().toISOString() }))
