import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const getTransfer = defineRoute('getTransfer', {
  method: 'GET',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'transfers',
  params: TransferIdParamsSchema,
  responses: { 200: TransferSchema, ...errors },
})
