import * as transferRoutes from '../../shared/api/route-table/transfers/track-transfer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { trackTransfer } from '../services/transfer-tracking'

// Public: the token is the only key, and it is counted per client before it is looked up.
export const handler = route(transferRoutes.trackTransfer, async ({ params, clientIp, now }) => ok(await trackTransfer(params.token, clientIp, now)))
