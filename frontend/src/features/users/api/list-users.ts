import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { User } from '../../../../../shared/users/user'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

/** Users per request on Users Management: the API pages by cursor (newest first), so a page costs the same at any size. */
const USERS_PAGE_SIZE = 20

/**
 * `GET /api/user/list` (staff only), `pageSize` users at a time, one cursor page after another
 * ("Load more"): Users Management, and the owner picker of Add Customer.
 */
export function useUsersList(pageSize = USERS_PAGE_SIZE) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { limit: pageSize }
  const pages = useCursorPages<User>({
    key: cacheKeys.users(viewer, query),
    load: (cursor) => call(userRoutes.listUsers, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (user) => user.id,
  })
  return { ...pages, users: pages.items, retry: pages.reload, replaceUser: pages.replace, removeUser: pages.remove }
}
