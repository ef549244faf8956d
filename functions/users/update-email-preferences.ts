import * as userRoutes from '../../shared/api/route-table/users/update-email-preferences'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { saveEmailPreferences } from '../services/user-profiles'

// Only the signed-in user's own choices: there is no id in the path to name anyone else.
export const handler = route(userRoutes.updateEmailPreferences, async ({ actor, body, now }) => {
  await saveEmailPreferences(actor, body, now)
  return ok({ emailPreferences: body })
})
