import * as recipientRoutes from '../../shared/api/route-table/recipients/create-recipient'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createRecipient } from '../services/recipient-saves'

export const handler = route(recipientRoutes.createRecipient, async ({ actor, body, now }) => created(await createRecipient(actor, body, now)))
