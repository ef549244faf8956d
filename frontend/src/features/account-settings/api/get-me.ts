import useSWR from 'swr'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../auth/session/authed-call'
import { useSession } from '../../auth/session/session-provider'

export type Me = SuccessOf<typeof userRoutes.getMe>

/** SWR key of the signed-in user's own profile (with their id: another user's cache is never shown). */
export const meKey = (userId: string) => [apiUrl(userRoutes.getMe), userId] as const

/** GET /api/user/me: the signed-in user's profile as stored now (the session keeps the one from sign-in). */
export function useMe() {
  const call = useAuthedCall()
  const { user } = useSession()
  return useSWR<Me, Error>(user ? meKey(user.id) : null, () => call(userRoutes.getMe), { revalidateOnFocus: false })
}
