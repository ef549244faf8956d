import { routeTable } from '../route-definition'
import { createRecipient } from './recipients/create-recipient'
import { deleteRecipient } from './recipients/delete-recipient'
import { listRecipients } from './recipients/list-recipients'
import { updateRecipient } from './recipients/update-recipient'

/**
 * The sender's address book: their own recipients only; a recipient of someone else is
 * a 404. Staff may list a sender's recipients (`?userId=`), never change them.
 */
export const recipientRoutes = routeTable(listRecipients, createRecipient, updateRecipient, deleteRecipient)
