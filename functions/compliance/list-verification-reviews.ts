import * as complianceRoutes from '../../shared/api/route-table/compliance/list-verification-reviews'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { verificationReviewsOf } from '../services/verification-review'

export const handler = route(complianceRoutes.listVerificationReviews, async ({ actor, params }) => ok(await verificationReviewsOf(actor, params.id)))
