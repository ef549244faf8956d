import { userRoutes } from '../../shared/api/route-table/users'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { requireUser } from '../store/users-store'

export const handler = route(userRoutes.getMe, async ({ actor }) => ok(await requireUser(actor.sub)))
