import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const getCustomer = defineRoute('getCustomer', {
  method: 'GET',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'customers',
  params: TransferIdParamsSchema,
  responses: { 200: TransferSchema, ...errors },
})
