import * as recipientRoutes from '../../shared/api/route-table/recipients/update-recipient'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateRecipient } from '../services/recipient-saves'

export const handler = route(recipientRoutes.updateRecipient, async ({ actor, params, body, now }) =>
  ok(await updateRecipient(actor, params.id, body, now)),
)
