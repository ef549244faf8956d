import * as userRoutes from '../../shared/api/route-table/users/update-email-preferences'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { setEmailPreferences } from '../store/users-store'

// Only the signed-in user's own choices: there is no id in the path to name anyone else.
export const handler = route(userRoutes.updateEmailPreferences, async ({ actor, body, now }) => {
  await setEmailPreferences(actor.sub, body, now.toISOString())
  return ok({ emailPreferences: body })
})
