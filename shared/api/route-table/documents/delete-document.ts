import { DocumentParamsSchema } from '../../../documents/document-schemas'
import { defineRoute } from '../../route-definition'
import { errors, NoContent } from '../common'

export const deleteDocument = defineRoute('deleteDocument', {
  method: 'DELETE',
  path: '/api/documents/{id}',
  auth: 'user',
  area: 'documents',
  access: {
    table: { get: ['documentOwner', 'document'], delete: ['document', 'documentOwner'], update: ['pendingUploads'] },
    documents: ['delete'],
  },
  params: DocumentParamsSchema,
  responses: { 204: NoContent, ...errors },
})
