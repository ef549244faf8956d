import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { UpdateTransferSchema } from '../../../transfers/update-transfer-schema'
import { SANCTIONS_SCREENING, TRANSFER_COUNTERS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const updateTransfer = defineRoute('updateTransfer', 'PATCH /api/customers/{id}', {
  auth: 'user',
  // A version-checked Put of the transfer with its events, a moved mobile lookup, the counters a payout moves, and,
  // when a new recipient name matches the sanctions list, the hold's review item; then the history is read again.
  access: {
    table: {
      get: ['transfer', ...SANCTIONS_SCREENING.get],
      query: [...SANCTIONS_SCREENING.query, 'transferEvent', 'claim'],
      put: ['transfer', 'transferEvent', 'mobile', 'review', 'journalEntry'],
      delete: ['mobile'],
      update: TRANSFER_COUNTERS,
    },
  },
  params: TransferIdParamsSchema,
  body: UpdateTransferSchema,
  responses: { 200: TransferSchema, 422: ErrorBodySchema },
})
