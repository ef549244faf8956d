import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { UserFlags } from '../../../../../shared/auth/permissions'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type Me = SuccessOf<typeof userRoutes.getMe>

/** SWR key of the signed-in user's own profile (with their id: another user's cache is never shown). */
export const meKey = (userId: string) => cacheKeys.me(userId)

/**
 * `GET /api/user/me`: the signed-in user's profile as stored now (the session keeps the one from
 * sign-in). The server reads roles from the stored profile on every call, so this, not the session,
 * says what the user may do now.
 */
export function useMe() {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<Me, Error>(cacheKeys.me(user?.id), () => call(userRoutes.getMe), { revalidateOnFocus: false })
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
