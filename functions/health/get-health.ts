import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'

export const handler = route(routes.getHealth, async () => ok({ status: 'ok' as const, time: new Date().toISOString() }))
