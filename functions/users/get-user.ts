import * as userRoutes from '../../shared/api/route-table/users/get-user'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { viewUser } from '../services/accounts'

export const handler = route(userRoutes.getUser, async ({ actor, params }) => ok(await viewUser(actor, params.id)))
