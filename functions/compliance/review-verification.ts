import * as complianceRoutes from '../../shared/api/route-table/compliance/review-verification'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { reviewVerification } from '../services/verification-review'

export const handler = route(complianceRoutes.reviewVerification, async ({ actor, params, body, now }) =>
  ok(await reviewVerification(actor, params.id, body, now)),
)
