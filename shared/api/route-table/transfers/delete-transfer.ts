import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { TRANSFER_COUNTERS } from '../../route-access'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteTransfer = defineRoute('deleteTransfer', {
  method: 'DELETE',
  path: '/api/customers/{id}',
  auth: 'user',
  area: 'transfers',
  // Soft delete: the transfer kept (with its event), its lookups removed, the counters taken back.
  access: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'], delete: ['invoice', 'mobile'], update: TRANSFER_COUNTERS } },
  params: TransferIdParamsSchema,
  responses: { 204: NoContent, ...errors },
})
