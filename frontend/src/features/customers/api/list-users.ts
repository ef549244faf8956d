import useSWRInfinite from 'swr/infinite'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../auth/session/authed-call'
import { useSession } from '../../auth/session/session-provider'

type UsersPage = SuccessOf<typeof userRoutes.listUsers>
export type UserOption = UsersPage['items'][number]
type Key = readonly [url: string, userId: string, cursor: string | undefined]

/**
 * The users Add Customer can record a transfer for (`GET /api/user/list`, staff only), 100 at a
 * time, newest first; `loadMore` reads the next page. `enabled` false makes no request.
 */
export function useUserOptions(enabled: boolean) {
  const call = useAuthedCall()
  const { user } = useSession()
  const getKey = (_index: number, previous: UsersPage | null): Key | null => {
    if (!enabled || !user) return null
    if (previous && !previous.nextCursor) return null
    const cursor = previous?.nextCursor
    return [apiUrl(userRoutes.listUsers, { query: { limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }), user.id, cursor] as const
  }
  const swr = useSWRInfinite<UsersPage, Error>(
    getKey,
    ([, , cursor]: Key) => call(userRoutes.listUsers, { query: { limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  )
  const pages = swr.data ?? []
  return {
    users: pages.flatMap((page) => page.items),
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    isLoading: enabled && !swr.data && !swr.error,
    loadingMore: swr.isValidating && swr.size > pages.length,
    error: swr.error,
    loadMore: () => void swr.setSize(swr.size + 1),
  }
}
