import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateUserAccount } from '../services/accounts'

export const handler = route(routes.updateUser, async ({ actor, params, body, now }) => ok(await updateUserAccount(actor, params.id, body, now)))
