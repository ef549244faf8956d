import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import * as documentRoutes from '../../shared/api/route-table/documents/list-documents'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listUserDocuments } from '../services/documents'

export const handler = route(documentRoutes.listDocuments, async ({ actor, query }) =>
  ok(await listUserDocuments(actor, { userId: query.userId, limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor })),
)
