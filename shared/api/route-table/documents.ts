import { routeTable } from '../route-definition'
import { completeDocument } from './documents/complete-document'
import { createDocument } from './documents/create-document'
import { deleteDocument } from './documents/delete-document'
import { downloadDocument } from './documents/download-document'
import { listDocuments } from './documents/list-documents'

/** Documents (spec 2.11): the owner or staff only; anyone else gets 404. */
export const documentRoutes = routeTable(createDocument, listDocuments, completeDocument, downloadDocument, deleteDocument)
