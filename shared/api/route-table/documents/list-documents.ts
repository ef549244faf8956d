import { DocumentsPageSchema, ListDocumentsQuerySchema } from '../../../documents/document-schemas'
import { defineRoute } from './define-route'

export const listDocuments = defineRoute('listDocuments', 'GET /api/documents', {
  auth: 'user',
  access: { table: { query: ['document'] } },
  query: ListDocumentsQuerySchema,
  responses: { 200: DocumentsPageSchema },
})
