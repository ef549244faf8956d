import * as complianceRoutes from '../../shared/api/route-table/compliance/save-identity'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { saveIdentity } from '../services/compliance'

export const handler = route(complianceRoutes.saveIdentity, async ({ actor, params, body, now }) =>
  ok({ identity: await saveIdentity(actor, params.id, body, now) }),
)
