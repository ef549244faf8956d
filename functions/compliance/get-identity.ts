import * as complianceRoutes from '../../shared/api/route-table/compliance/get-identity'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { identityOf } from '../services/compliance'

export const handler = route(complianceRoutes.getIdentity, async ({ actor, params }) => ok(await identityOf(actor, params.id)))
