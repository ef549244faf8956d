import { systemRoutes } from '../../shared/api/route-table/system'
import { ok } from '../lib/responses'
import { route } from '../lib/route'

export const handler = route(systemRoutes.getHealth, async () => ok({ status: 'ok' as const, time: new Date().toISOString() }))
