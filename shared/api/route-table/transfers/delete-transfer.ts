import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from './define-route'
import { NoContent } from '../common'

export const deleteTransfer = defineRoute('deleteTransfer', 'DELETE /api/customers/{id}', {
  auth: 'user',
  // Spec 6's delete is an archive: the transfer's version-checked Put without its list keys, and its event. Its lookups,
  // counters and journal entries stay (the money it moved still happened).
  access: { table: { get: ['transfer'], put: ['transfer', 'transferEvent'] } },
  params: TransferIdParamsSchema,
  responses: { 204: NoContent },
})
