import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { UpdateTransferSchema } from '../../../transfers/update-transfer-schema'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const updateCustomer = defineRoute('updateCustomer', {
  method: 'PATCH',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'customers',
  params: TransferIdParamsSchema,
  body: UpdateTransferSchema,
  responses: { 200: TransferSchema, ...errors, 422: ErrorBodySchema },
})
