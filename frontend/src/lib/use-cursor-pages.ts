import useSWRInfinite from 'swr/infinite'
import { useSession } from './session/session-provider'

type PageKey = readonly [url: string, viewer: string, cursor: string | undefined]

/**
 * A list the API answers a page at a time with a `nextCursor` (claims, the review queue): the
 * pages read so far, flattened, and "load more". Keyed by the page's URL and the viewer, so another
 * user on this tab never sees a cached page; nothing is asked while signed out.
 */
export function useCursorPages<Item>(
  urlFor: (cursor: string | undefined) => string,
  load: (cursor: string | undefined) => Promise<{ items: Item[]; nextCursor?: string | undefined }>,
) {
  const viewer = useSession().user?.id
  const pages = useSWRInfinite(
    (index: number, previous: { nextCursor?: string | undefined } | null): PageKey | null => {
      if (!viewer) return null
      const cursor = index === 0 ? undefined : previous?.nextCursor
      if (index > 0 && !cursor) return null
      return [urlFor(cursor), viewer, cursor]
    },
    ([, , cursor]: PageKey) => load(cursor),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  return {
    items: pages.data?.flatMap((page) => page.items) ?? [],
    error: pages.error as Error | undefined,
    isLoading: pages.isLoading,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    loadingMore: pages.data !== undefined && pages.data.length < pages.size && !pages.error,
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  }
}
