import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { requireUser } from '../store/users-store'

export const handler = route(routes.getMe, async ({ actor }) => ok(await requireUser(actor.sub)))
