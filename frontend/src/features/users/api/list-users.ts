import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { User } from '../../../../../shared/users/user'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useCursorPages } from '../../../lib/use-cursor-pages'

/** Users per request on Users Management: the API pages by cursor (newest first), so a page costs the same at any size. */
export const USERS_PAGE_SIZE = 20

/**
 * `GET /api/user/list` (staff only), `pageSize` users at a time, one cursor page after another
 * ("Load more"): Users Management, and the owner picker of Add Customer.
 */
export function useUsersList(pageSize = USERS_PAGE_SIZE) {
  const call = useAuthedCall()
  const queryFor = (cursor: string | undefined) => ({ limit: pageSize, ...(cursor ? { cursor } : {}) })
  const pages = useCursorPages<User>(
    (cursor) => apiUrl(userRoutes.listUsers, { query: queryFor(cursor) }),
    (cursor) => call(userRoutes.listUsers, { query: queryFor(cursor) }),
    (user) => user.id,
  )
  return { ...pages, users: pages.items, retry: pages.reload, replaceUser: pages.replace, removeUser: pages.remove }
}
