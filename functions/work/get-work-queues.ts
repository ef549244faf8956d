import * as workRoutes from '../../shared/api/route-table/work/get-work-queues'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { workQueuesFor } from '../services/work-queues'

export const handler = route(workRoutes.getWorkQueues, async ({ actor, now }) => ok(await workQueuesFor(actor, now)))
