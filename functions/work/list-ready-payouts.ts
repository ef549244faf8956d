import * as workRoutes from '../../shared/api/route-table/work/list-ready-payouts'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { readyPayoutsFor } from '../services/work-queues'

export const handler = route(workRoutes.listReadyPayouts, async ({ actor, query }) => ok(await readyPayoutsFor(actor, query)))
