import * as workRoutes from '../../shared/api/route-table/work/list-waiting-verifications'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { waitingVerificationsFor } from '../services/verification-review'

export const handler = route(workRoutes.listWaitingVerifications, async ({ actor, query }) => ok(await waitingVerificationsFor(actor, query)))
