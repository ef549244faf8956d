import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { getTransferFor } from '../services/transfers'

export const handler = route(routes.getCustomer, async ({ actor, params }) => ok(await getTransferFor(actor, params.id)))
