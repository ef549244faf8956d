import * as claimRoutes from '../../shared/api/route-table/claims/create-claim'
import { created, ok } from '../lib/responses'
import { route } from '../lib/route'
import { reportProblem } from '../services/claims'

export const handler = route(claimRoutes.createClaim, async ({ actor, params, body, now }) => {
  const { claim, created: isNew } = await reportProblem(actor, params.id, body, now)
  return isNew ? created(claim) : ok(claim)
})
