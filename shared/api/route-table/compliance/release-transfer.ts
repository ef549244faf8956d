import { ReviewDecisionBodySchema } from '../../../compliance/hold'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** A reviewer releases a held transfer (back to PENDING), with the reason. */
export const releaseTransfer = defineRoute('releaseTransfer', {
  method: 'POST',
  path: '/api/customers/{id}/release',
  auth: 'admin',
  area: 'compliance',
  params: TransferIdParamsSchema,
  body: ReviewDecisionBodySchema,
  responses: { 200: TransferSchema, ...errors },
})
