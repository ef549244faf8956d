import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteCustomer = defineRoute('deleteCustomer', {
  method: 'DELETE',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'customers',
  params: TransferIdParamsSchema,
  responses: { 204: NoContent, ...errors },
})
