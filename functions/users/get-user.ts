import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { viewUser } from '../services/accounts'

export const handler = route(routes.getUser, async ({ actor, params }) => ok(await viewUser(actor, params.id)))
