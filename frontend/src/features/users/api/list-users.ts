import useSWRInfinite from 'swr/infinite'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { User } from '../../../../../shared/users/user'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type UsersPage = SuccessOf<typeof userRoutes.listUsers>

/** Users per request on Users Management: the API pages by cursor (newest first), so a page costs the same at any size. */
export const USERS_PAGE_SIZE = 20

type PageKey = readonly [url: string, viewer: string, cursor: string | undefined]

/**
 * `GET /api/user/list` (staff only), `pageSize` users at a time, one cursor page after another
 * ("Load more"): Users Management, and the owner picker of Add Customer. The key carries the
 * viewer's id, so another user signing in on this tab never sees the previous one's cached list.
 */
export function useUsersList(pageSize = USERS_PAGE_SIZE) {
  const call = useAuthedCall()
  const { user } = useSession()
  const viewer = user?.id
  const getKey = (index: number, previous: UsersPage | null): PageKey | null => {
    if (!viewer) return null
    if (index === 0) return [apiUrl(userRoutes.listUsers, { query: { limit: pageSize } }), viewer, undefined]
    if (!previous?.nextCursor) return null
    const query = { limit: pageSize, cursor: previous.nextCursor }
    return [apiUrl(userRoutes.listUsers, { query }), viewer, previous.nextCursor]
  }
  const pages = useSWRInfinite<UsersPage, Error>(
    getKey,
    ([, , cursor]: PageKey) => call(userRoutes.listUsers, { query: { limit: pageSize, ...(cursor ? { cursor } : {}) } }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  const users: User[] = pages.data?.flatMap((page) => page.items) ?? []
  const hasMore = Boolean(pages.data?.at(-1)?.nextCursor)
  const loadingMore = pages.size > 0 && pages.data !== undefined && pages.data.length < pages.size && !pages.error

  /** Puts the server's answer for one user in place, without a new request. */
  const replaceUser = (updated: User) =>
    pages.mutate((current) => current?.map((page) => ({ ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) })), {
      revalidate: false,
    })

  /** Takes a deleted user out of the loaded pages. */
  const removeUser = (id: string) =>
    pages.mutate((current) => current?.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })), { revalidate: false })

  return {
    users,
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore,
    loadingMore,
    loadMore: () => pages.setSize((size) => size + 1),
    retry: () => pages.mutate(),
    replaceUser,
    removeUser,
  }
}
