import { useEffect } from 'react'
import useSWRInfinite from 'swr/infinite'
import type { CacheKey } from './cache-keys'

/** What every cursor-paged route answers: a page of items and, when more exist, where to go on. */
export interface CursorPage<Item> {
  items: Item[]
  nextCursor?: string | undefined
}

export interface CursorPagesOptions<Item, Page extends CursorPage<Item>> {
  /**
   * The list's key (lib/cache-keys, with the viewer and the query but no cursor); null: nothing is
   * asked (signed out). Each page's key is this one with the page's cursor after it.
   */
  key: CacheKey | null
  /** Reads the page after `cursor` (undefined: the first page). */
  load: (cursor: string | undefined) => Promise<Page>
  /** What tells one item from another, for the local edits. */
  idOf: (item: Item) => string
  /** Pages are read on their own until this many items are loaded, or none are left (numbered pages); default: one page, then "load more". */
  wanted?: number
}

/**
 * The SPA's one cursor pager: a list the API answers a page at a time with a `nextCursor` (transfers,
 * users, documents, claims, the review queue). It holds the pages read so far, flattened, with "load
 * more"; with `wanted`, it reads on by itself until that many items are loaded (page N of a screen
 * is then a slice). A page read with filters may hold fewer items than asked (the server stops after
 * a fixed read budget) and still have a cursor: reading simply goes on. Pages read stay cached per
 * key until a change invalidates their resource (lib/cache-keys `keysOf`).
 *
 * The local edits (`replace`, `remove`, `upsert`, by `idOf`) put the server's answer to a change in place
 * without reading the list again, so a long list does not jump back to its first page.
 */
export function useCursorPages<Item, Page extends CursorPage<Item> = CursorPage<Item>>({
  key,
  load,
  idOf,
  wanted = 0,
}: CursorPagesOptions<Item, Page>) {
  const pages = useSWRInfinite<Page, Error>(
    (index: number, previous: Page | null) => {
      if (!key) return null
      const cursor = index === 0 ? undefined : previous?.nextCursor
      if (index > 0 && !cursor) return null
      return [...key, cursor ?? null] as const
    },
    (pageKey: readonly unknown[]) => load((pageKey.at(-1) as string | null) ?? undefined),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
  const { data, size, setSize, isValidating, error } = pages
  const loaded = data ?? []
  const items = loaded.flatMap((page) => page.items)
  const complete = loaded.length > 0 && !loaded.at(-1)?.nextCursor

  // Read the next page while the view needs more items than are loaded and more exist.
  useEffect(() => {
    if (error || isValidating || complete || loaded.length < size) return
    if (items.length < wanted) void setSize(size + 1)
  }, [error, isValidating, complete, loaded.length, size, items.length, wanted, setSize])

  const edit = (change: (items: Item[]) => Item[]) =>
    pages.mutate((current) => current?.map((page) => ({ ...page, items: change(page.items) })), { revalidate: false })
  return {
    items,
    /** The pages as the API answered them (a list's counters come with its first page). */
    pages: loaded,
    error,
    isLoading: pages.isLoading,
    isValidating,
    /** Every item of the list is loaded. */
    complete,
    hasMore: Boolean(loaded.at(-1)?.nextCursor),
    loadingMore: data !== undefined && data.length < size && !error,
    loadMore: () => setSize((current) => current + 1),
    /** Reads the list again from the first page. */
    reload: () => pages.mutate(),
    /** Puts the server's answer for one item in its place. */
    replace: (updated: Item) => edit((list) => list.map((item) => (idOf(item) === idOf(updated) ? updated : item))),
    /** Takes a deleted item out of the loaded pages. */
    remove: (id: string) => edit((list) => list.filter((item) => idOf(item) !== id)),
    /** Puts an item first, or in its place when already listed. */
    upsert: (added: Item) =>
      pages.mutate(
        (current) => {
          if (!current) return current
          const listed = current.some((page) => page.items.some((item) => idOf(item) === idOf(added)))
          if (listed) return current.map((page) => ({ ...page, items: page.items.map((item) => (idOf(item) === idOf(added) ? added : item)) }))
          const [first, ...rest] = current
          return first ? [{ ...first, items: [added, ...first.items] }, ...rest] : [{ items: [added] } as Page]
        },
        { revalidate: false },
      ),
  }
}
