import { DocumentDownloadSchema, DocumentParamsSchema } from '../../../documents/document-schemas'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const downloadDocument = defineRoute('downloadDocument', {
  method: 'GET',
  path: '/api/documents/{id}/download',
  auth: 'user',
  area: 'documents',
  access: { table: { get: ['documentOwner', 'document'] }, documents: ['read'] },
  params: DocumentParamsSchema,
  responses: { 200: DocumentDownloadSchema, ...errors },
})
