import { DocumentsPageSchema, ListDocumentsQuerySchema } from '../../../documents/document-schemas'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const listDocuments = defineRoute('listDocuments', {
  method: 'GET',
  path: '/api/documents',
  auth: 'user',
  area: 'documents',
  access: { table: { query: ['document'] } },
  query: ListDocumentsQuerySchema,
  responses: { 200: DocumentsPageSchema, ...errors },
})
