import { routeTable } from '../route-definition'
import { getWorkQueues } from './work/get-work-queues'
import { listReadyPayouts } from './work/list-ready-payouts'
import { listWaitingVerifications } from './work/list-waiting-verifications'

/** Staff's work (issue 40): the counts of every queue, the payout queues and the uploads waiting for verification. */
export const workRoutes = routeTable(getWorkQueues, listReadyPayouts, listWaitingVerifications)
