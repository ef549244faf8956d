import * as userRoutes from '../../shared/api/route-table/users/update-language'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { saveLanguage } from '../services/user-profiles'

// Only the signed-in user's own language: there is no id in the path to name anyone else.
export const handler = route(userRoutes.updateLanguage, async ({ actor, body, now }) => {
  await saveLanguage(actor, body.language, now)
  return ok(body)
})
