import * as customerRoutes from '../../shared/api/route-table/customers/delete-customer'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteTransferFor } from '../services/transfers'

export const handler = route(customerRoutes.deleteCustomer, async ({ actor, params, now }) => {
  await deleteTransferFor(actor, params.id, now)
  return noContent()
})
