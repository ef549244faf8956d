import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { Document } from '../../../../../shared/documents/document-schemas'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const DOCUMENTS_PAGE_SIZE = 20

/**
 * `GET /api/documents` (the signed-in user's own) or, for staff, `?userId=` (someone else's), one
 * cursor page after another.
 */
export function useDocuments(userId?: string) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { limit: DOCUMENTS_PAGE_SIZE, ...(userId ? { userId } : {}) }
  const pages = useCursorPages<Document>({
    key: cacheKeys.documents(viewer, query),
    load: (cursor) => call(documentRoutes.listDocuments, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (document) => document.id,
  })
  return { ...pages, documents: pages.items }
}
