import useSWR from 'swr'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { UserFlags } from '../../../../../shared/auth/permissions'
import type { User } from '../../../../../shared/users/user'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../auth/session/authed-call'
import { useSession } from '../../auth/session/session-provider'

/**
 * `GET /api/user/me` for the signed-in user (keyed by their id). The server reads roles from the
 * stored profile on every call, so this, not the session saved at sign-in, says what the user may
 * do now.
 */
export function useMe() {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<User, Error>(user ? [apiUrl(userRoutes.getMe), user.id] : null, () => call(userRoutes.getMe), { revalidateOnFocus: false })
}

/**
 * Who is acting, for the permission rules of `shared/auth/permissions.ts`: the fresh profile once
 * it has arrived, the signed-in session until then; undefined when signed out.
 */
export function useActor(): UserFlags | undefined {
  const { user } = useSession()
  const { data: me } = useMe()
  const source = me ?? user
  if (!source) return undefined
  return { id: source.id, isAdmin: source.isAdmin, superAdmin: source.superAdmin, verified: source.verified }
}
