import { ListRecipientsQuerySchema, RecipientsPageSchema } from '../../../recipients/recipient-schemas'
import { defineRoute } from './define-route'

export const listRecipients = defineRoute('listRecipients', 'GET /api/recipients', {
  auth: 'user',
  // One Query of the owner's partition (`RECIPIENT#` sort keys).
  access: { table: { query: ['recipient'] } },
  query: ListRecipientsQuerySchema,
  responses: { 200: RecipientsPageSchema },
})
