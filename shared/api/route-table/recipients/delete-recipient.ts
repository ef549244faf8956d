import { RecipientParamsSchema } from '../../../recipients/recipient-schemas'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteRecipient = defineRoute('deleteRecipient', {
  method: 'DELETE',
  path: '/api/recipients/{id}',
  auth: 'user',
  area: 'recipients',
  // Only the address book item: the transfers made to the recipient are records, never touched.
  access: { table: { delete: ['recipient'] } },
  params: RecipientParamsSchema,
  responses: { 204: NoContent, ...errors },
})
