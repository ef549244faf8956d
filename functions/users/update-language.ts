import * as userRoutes from '../../shared/api/route-table/users/update-language'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { setLanguage } from '../store/users-store'

// Only the signed-in user's own language: there is no id in the path to name anyone else.
export const handler = route(userRoutes.updateLanguage, async ({ actor, body, now }) => {
  await setLanguage(actor.sub, body.language, now.toISOString())
  return ok(body)
})
