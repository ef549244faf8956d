import { routes } from '../../shared/api/routes'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteDocument } from '../services/documents'

export const handler = route(routes.deleteDocument, async ({ actor, params }) => {
  await deleteDocument(actor, params.id)
  return noContent()
})
