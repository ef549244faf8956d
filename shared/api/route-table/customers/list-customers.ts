import { ListTransfersQuerySchema } from '../../../transfers/list-transfers-query'
import { TransferListSchema } from '../../../transfers/transfer-list'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const listCustomers = defineRoute('listCustomers', {
  method: 'GET',
  path: '/api/customers/list',
  auth: 'user',
  area: 'customers',
  query: ListTransfersQuerySchema,
  responses: { 200: TransferListSchema, ...errors },
})
