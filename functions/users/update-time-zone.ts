import * as userRoutes from '../../shared/api/route-table/users/update-time-zone'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { saveTimeZone } from '../services/user-profiles'

// Only the signed-in user's own zone: there is no id in the path to name anyone else.
export const handler = route(userRoutes.updateTimeZone, async ({ actor, body, now }) => {
  await saveTimeZone(actor, body.timeZone, now)
  return ok(body)
})
