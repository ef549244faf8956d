import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateTransferFor } from '../services/transfers'

export const handler = route(routes.updateCustomer, async ({ actor, params, body, now }) => ok(await updateTransferFor(actor, params.id, body, now)))
