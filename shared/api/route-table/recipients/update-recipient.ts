import { UpdateRecipientSchema } from '../../../recipients/recipient-bodies'
import { RecipientParamsSchema, RecipientSchema } from '../../../recipients/recipient-schemas'
import { SANCTIONS_SCREENING, SCREENING_CLEARANCES } from '../../route-access'
import { defineRoute } from './define-route'

export const updateRecipient = defineRoute('updateRecipient', 'PUT /api/recipients/{id}', {
  auth: 'user',
  // Reads the caller's own item, screens the (possibly new) name as the create does, then puts it on the version read.
  access: {
    table: {
      get: ['recipient', ...SANCTIONS_SCREENING.get, ...SCREENING_CLEARANCES.get],
      query: SANCTIONS_SCREENING.query,
      put: ['recipient'],
    },
  },
  params: RecipientParamsSchema,
  body: UpdateRecipientSchema,
  responses: { 200: RecipientSchema },
})
