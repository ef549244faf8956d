import { TrackingParamsSchema, TrackingSchema } from '../../../tracking/tracking'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Public: the recipient's tracking page (`/track/<token>`, the link in their SMS). An unknown,
 * malformed, expired or archived link is one 404; limited per client (429 with Retry-After).
 */
export const trackTransfer = defineRoute('trackTransfer', 'GET /api/track/{token}', {
  auth: 'public',
  // The client's per-minute window; the link's lookup item, its transfer, the sender's profile (first name).
  access: { table: { update: ['trackWindow'], get: ['trackingLink', 'transfer', 'profile'] } },
  params: TrackingParamsSchema,
  responses: { 200: TrackingSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
  commonErrors: false,
})
