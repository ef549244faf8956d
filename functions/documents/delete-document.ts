import * as documentRoutes from '../../shared/api/route-table/documents/delete-document'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteDocument } from '../services/documents'

export const handler = route(documentRoutes.deleteDocument, async ({ actor, params }) => {
  await deleteDocument(actor, params.id)
  return noContent()
})
