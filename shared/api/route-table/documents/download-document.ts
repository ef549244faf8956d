import { DocumentDownloadSchema, DocumentParamsSchema } from '../../../documents/document-schemas'
import { defineRoute } from './define-route'

export const downloadDocument = defineRoute('downloadDocument', 'GET /api/documents/{id}/download', {
  auth: 'user',
  access: { table: { get: ['documentOwner', 'document'] }, documents: ['read'] },
  params: DocumentParamsSchema,
  responses: { 200: DocumentDownloadSchema },
})
