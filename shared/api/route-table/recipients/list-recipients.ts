import { ListRecipientsQuerySchema, RecipientsPageSchema } from '../../../recipients/recipient-schemas'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const listRecipients = defineRoute('listRecipients', {
  method: 'GET',
  path: '/api/recipients',
  auth: 'user',
  area: 'recipients',
  // One Query of the owner's partition (`RECIPIENT#` sort keys).
  access: { table: { query: ['recipient'] } },
  query: ListRecipientsQuerySchema,
  responses: { 200: RecipientsPageSchema, ...errors },
})
