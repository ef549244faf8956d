import * as claimRoutes from '../../shared/api/route-table/claims/list-claims'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listClaimsFor } from '../services/claims'

export const handler = route(claimRoutes.listClaims, async ({ actor, query }) => ok(await listClaimsFor(actor, query)))
