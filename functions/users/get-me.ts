import * as userRoutes from '../../shared/api/route-table/users/get-me'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { ownUser } from '../services/user-profiles'

export const handler = route(userRoutes.getMe, async ({ actor }) => ok(await ownUser(actor)))
