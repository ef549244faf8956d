import { routeTable } from '../route-definition'
import { getWorkQueues } from './work/get-work-queues'
import { listReadyPayouts } from './work/list-ready-payouts'

/** Staff's work (issue 40): the counts of every queue, and the payout queues. */
export const workRoutes = routeTable(getWorkQueues, listReadyPayouts)
