import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteTransfer = defineRoute('deleteTransfer', {
  method: 'DELETE',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'transfers',
  params: TransferIdParamsSchema,
  responses: { 204: NoContent, ...errors },
})
