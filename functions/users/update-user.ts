import * as userRoutes from '../../shared/api/route-table/users/update-user'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { updateUserAccount } from '../services/accounts'

export const handler = route(userRoutes.updateUser, async ({ actor, params, body, now, clientIp }) =>
  ok(await updateUserAccount(actor, params.id, body, now, clientIp)),
)
