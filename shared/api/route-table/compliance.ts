import { routeTable } from '../route-definition'
import { getIdentity } from './compliance/get-identity'
import { getMyLimits } from './compliance/get-my-limits'
import { listHeldTransfers } from './compliance/list-held-transfers'
import { listVerificationReviews } from './compliance/list-verification-reviews'
import { rejectTransfer } from './compliance/reject-transfer'
import { releaseTransfer } from './compliance/release-transfer'
import { reviewVerification } from './compliance/review-verification'
import { saveIdentity } from './compliance/save-identity'

/** Compliance: limits, identity details, the review queue, the verification review and its history. */
export const complianceRoutes = routeTable(
  getMyLimits,
  getIdentity,
  saveIdentity,
  listHeldTransfers,
  releaseTransfer,
  rejectTransfer,
  reviewVerification,
  listVerificationReviews,
)
