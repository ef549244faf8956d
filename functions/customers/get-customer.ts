import { customerRoutes } from '../../shared/api/route-table/customers'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { getTransferFor } from '../services/transfers'

export const handler = route(customerRoutes.getCustomer, async ({ actor, params }) => ok(await getTransferFor(actor, params.id)))
