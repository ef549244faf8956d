import { routes } from '../../shared/api/routes'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteTransferFor } from '../services/transfers'

export const handler = route(routes.deleteCustomer, async ({ actor, params, now }) => {
  await deleteTransferFor(actor, params.id, now)
  return noContent()
})
