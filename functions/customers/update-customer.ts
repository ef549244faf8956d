import * as customerRoutes from '../../shared/api/route-table/customers/update-customer'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateTransferFor } from '../services/transfers'

export const handler = route(customerRoutes.updateCustomer, async ({ actor, params, body, now }) => ok(await updateTransferFor(actor, params.id, body, now)))
