import { ClaimSchema } from '../../../claims/claim'
import { ClaimIdParamsSchema } from '../../../claims/claim-id'
import { ResolveClaimSchema } from '../../../claims/resolve-claim-schema'
import { TRANSFER_CANCELLATION } from '../../route-access'
import { defineRoute } from './define-route'

/**
 * Staff resolve an open claim with an outcome and the message its sender reads. A refund
 * of a transfer not yet paid out cancels it in the same write. Repeating the same resolution answers
 * the resolved claim.
 */
export const resolveClaim = defineRoute('resolveClaim', 'PATCH /api/customers/{id}/claims/{claimId}', {
  auth: 'admin',
  // The claim, the transfer and the events; a refund cancels the transfer (counters, review queue, ledger).
  access: {
    table: {
      ...TRANSFER_CANCELLATION,
      get: [...TRANSFER_CANCELLATION.get, 'claim'],
      put: [...TRANSFER_CANCELLATION.put, 'claim'],
    },
  },
  params: ClaimIdParamsSchema,
  body: ResolveClaimSchema,
  responses: { 200: ClaimSchema },
})
