import { RecipientParamsSchema } from '../../../recipients/recipient-schemas'
import { defineRoute } from './define-route'
import { NoContent } from '../common'

export const deleteRecipient = defineRoute('deleteRecipient', 'DELETE /api/recipients/{id}', {
  auth: 'user',
  // Reads the caller's own item (404 when none), then deletes it alone: transfers made to the recipient are records, never touched.
  access: { table: { get: ['recipient'], delete: ['recipient'] } },
  params: RecipientParamsSchema,
  responses: { 204: NoContent },
})
