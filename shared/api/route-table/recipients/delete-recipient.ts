import { RecipientParamsSchema } from '../../../recipients/recipient-schemas'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteRecipient = defineRoute('deleteRecipient', {
  method: 'DELETE',
  path: '/api/recipients/{id}',
  auth: 'user',
  area: 'recipients',
  // Reads the caller's own item (404 when none), then deletes it alone: transfers made to the recipient are records, never touched.
  access: { table: { get: ['recipient'], delete: ['recipient'] } },
  params: RecipientParamsSchema,
  responses: { 204: NoContent, ...errors },
})
