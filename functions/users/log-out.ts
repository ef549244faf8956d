import * as userRoutes from '../../shared/api/route-table/users/log-out'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { signOut } from '../services/sessions'

/** Public, so an expired session can still sign out; ends the session by whichever of its tokens it is sent. */
export const handler = route(userRoutes.logOut, async ({ body, token }) => {
  await signOut(body.refreshToken, token)
  return noContent()
})
