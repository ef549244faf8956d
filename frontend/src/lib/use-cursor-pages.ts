import useSWRInfinite from 'swr/infinite'
import { viewerKey } from './cache-keys'
import { useSession } from './session/session-provider'

/** What every cursor-paged route answers: a page of items and, when more exist, where to go on. */
export interface CursorPage<Item> {
  items: Item[]
  nextCursor?: string | undefined
}

/**
 * A list the API answers a page at a time with a `nextCursor` (users, documents, claims, the review
 * queue): the pages read so far, flattened, and "load more". Keyed by the page's URL and the viewer,
 * so another user on this tab never sees a cached page; nothing is asked while signed out.
 *
 * The local edits (`replace`, `remove`, `upsert`, by `idOf`) put the server's answer to a change in place
 * without reading the list again, so a long list does not jump back to its first page.
 */
export function useCursorPages<Item>(
  urlFor: (cursor: string | undefined) => string,
  load: (cursor: string | undefined) => Promise<CursorPage<Item>>,
  /** What tells one item from another, for the local edits. */
  idOf: (item: Item) => string,
) {
  const viewer = useSession().user?.id
  const pages = useSWRInfinite<CursorPage<Item>, Error>(
    (index: number, previous: CursorPage<Item> | null) => {
      const cursor = index === 0 ? undefined : previous?.nextCursor
      if (index > 0 && !cursor) return null
      return viewerKey(urlFor(cursor), viewer, cursor)
    },
    ([, , cursor]: readonly [string, string, string | undefined]) => load(cursor),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  const edit = (change: (items: Item[]) => Item[]) =>
    pages.mutate((current) => current?.map((page) => ({ ...page, items: change(page.items) })), { revalidate: false })
  return {
    items: pages.data?.flatMap((page) => page.items) ?? [],
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    loadingMore: pages.data !== undefined && pages.data.length < pages.size && !pages.error,
    loadMore: () => pages.setSize((size) => size + 1),
    /** Reads the list again from the first page. */
    reload: () => pages.mutate(),
    /** Puts the server's answer for one item in its place. */
    replace: (updated: Item) => edit((items) => items.map((item) => (idOf(item) === idOf(updated) ? updated : item))),
    /** Takes a deleted item out of the loaded pages. */
    remove: (id: string) => edit((items) => items.filter((item) => idOf(item) !== id)),
    /** Puts an item first, or in its place when already listed. */
    upsert: (added: Item) =>
      pages.mutate(
        (current) => {
          if (!current) return current
          const listed = current.some((page) => page.items.some((item) => idOf(item) === idOf(added)))
          if (listed) return current.map((page) => ({ ...page, items: page.items.map((item) => (idOf(item) === idOf(added) ? added : item)) }))
          const [first, ...rest] = current
          return first ? [{ ...first, items: [added, ...first.items] }, ...rest] : [{ items: [added] }]
        },
        { revalidate: false },
      ),
  }
}
