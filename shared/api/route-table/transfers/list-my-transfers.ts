import { ListTransfersQuerySchema } from '../../../transfers/list-transfers-query'
import { TransferListSchema } from '../../../transfers/transfer-list'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const listMyTransfers = defineRoute('listMyTransfers', {
  method: 'GET',
  path: '/api/customers',
  auth: 'user',
  area: 'transfers',
  query: ListTransfersQuerySchema,
  responses: { 200: TransferListSchema, ...errors },
})
