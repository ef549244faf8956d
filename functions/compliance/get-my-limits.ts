import * as complianceRoutes from '../../shared/api/route-table/compliance/get-my-limits'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { limitsOf } from '../services/compliance'

export const handler = route(complianceRoutes.getMyLimits, async ({ actor, now }) => ok(await limitsOf(actor, now)))
