import useSWRInfinite from 'swr/infinite'
import type { SuccessOf } from '../../../../../shared/api/route-definition'
import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { Document } from '../../../../../shared/documents/document-schemas'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

export type DocumentsPage = SuccessOf<typeof documentRoutes.listDocuments>

export const DOCUMENTS_PAGE_SIZE = 20

type PageKey = readonly [url: string, viewer: string, cursor: string | undefined]

/**
 * `GET /api/documents` (the signed-in user's own) or, for staff, `?userId=` (someone else's), one
 * cursor page after another. The key carries the viewer's id, so nobody sees a cached list of the
 * previous user of this tab.
 */
export function useDocuments(userId?: string) {
  const call = useAuthedCall()
  const { user } = useSession()
  const viewer = user?.id
  const queryFor = (cursor: string | undefined) => ({ limit: DOCUMENTS_PAGE_SIZE, ...(userId ? { userId } : {}), ...(cursor ? { cursor } : {}) })
  const getKey = (index: number, previous: DocumentsPage | null): PageKey | null => {
    if (!viewer) return null
    const cursor = index === 0 ? undefined : previous?.nextCursor
    if (index > 0 && !cursor) return null
    return [apiUrl(documentRoutes.listDocuments, { query: queryFor(cursor) }), viewer, cursor]
  }
  const pages = useSWRInfinite<DocumentsPage, Error>(
    getKey,
    ([, , cursor]: PageKey) => call(documentRoutes.listDocuments, { query: queryFor(cursor) }),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  )
  const documents: Document[] = pages.data?.flatMap((page) => page.items) ?? []

  return {
    documents,
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    loadingMore: pages.data !== undefined && pages.data.length < pages.size && !pages.error,
    loadMore: () => pages.setSize((size) => size + 1),
    /** Reads the list again from the first page (after an upload). */
    reload: () => pages.mutate(),
    /** Puts a document first, or in its place when already listed, without a request. */
    upsert: (document: Document) =>
      pages.mutate(
        (current) => {
          if (!current) return current
          const listed = current.some((page) => page.items.some((item) => item.id === document.id))
          if (listed) return current.map((page) => ({ ...page, items: page.items.map((item) => (item.id === document.id ? document : item)) }))
          const [first, ...rest] = current
          return first ? [{ ...first, items: [document, ...first.items] }, ...rest] : [{ items: [document] }]
        },
        { revalidate: false },
      ),
    remove: (id: string) =>
      pages.mutate((current) => current?.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })), { revalidate: false }),
  }
}
