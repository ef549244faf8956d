import { ClaimSchema } from '../../../claims/claim'
import { CreateClaimSchema } from '../../../claims/create-claim-schema'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * 12 CFR 1005.33: the sender reports a problem with their transfer. 201 with the new
 * claim; 200 with the open one when the same report is sent again (a double click reports once);
 * 422 `CLAIM_NOT_YET_DUE` for money not received reported before its date available.
 */
export const createClaim = defineRoute('createClaim', 'POST /api/customers/{id}/claims', {
  auth: 'user',
  // The claim, the transfer that names it and the event, in one transaction (a repeat reads the open claim).
  access: { table: { get: ['transfer', 'claim'], put: ['transfer', 'transferEvent', 'claim'] } },
  params: TransferIdParamsSchema,
  body: CreateClaimSchema,
  responses: { 200: ClaimSchema, 201: ClaimSchema, 422: ErrorBodySchema },
})
