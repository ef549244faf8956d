import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { UpdateTransferSchema } from '../../../transfers/update-transfer-schema'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const updateTransfer = defineRoute('updateTransfer', {
  method: 'PATCH',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'transfers',
  params: TransferIdParamsSchema,
  body: UpdateTransferSchema,
  responses: { 200: TransferSchema, ...errors, 422: ErrorBodySchema },
})
