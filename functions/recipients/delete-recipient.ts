import * as recipientRoutes from '../../shared/api/route-table/recipients/delete-recipient'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteRecipient } from '../services/recipients'

export const handler = route(recipientRoutes.deleteRecipient, async ({ actor, params }) => {
  await deleteRecipient(actor, params.id)
  return noContent()
})
