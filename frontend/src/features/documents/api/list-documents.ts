import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { Document } from '../../../../../shared/documents/document-schemas'
import { apiUrl } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useCursorPages } from '../../../lib/use-cursor-pages'

export const DOCUMENTS_PAGE_SIZE = 20

/**
 * `GET /api/documents` (the signed-in user's own) or, for staff, `?userId=` (someone else's), one
 * cursor page after another.
 */
export function useDocuments(userId?: string) {
  const call = useAuthedCall()
  const queryFor = (cursor: string | undefined) => ({ limit: DOCUMENTS_PAGE_SIZE, ...(userId ? { userId } : {}), ...(cursor ? { cursor } : {}) })
  const pages = useCursorPages<Document>(
    (cursor) => apiUrl(documentRoutes.listDocuments, { query: queryFor(cursor) }),
    (cursor) => call(documentRoutes.listDocuments, { query: queryFor(cursor) }),
    (document) => document.id,
  )
  return { ...pages, documents: pages.items }
}
