import { DocumentParamsSchema } from '../../../documents/document-schemas'
import { defineRoute } from './define-route'
import { NoContent } from '../common'

export const deleteDocument = defineRoute('deleteDocument', 'DELETE /api/documents/{id}', {
  auth: 'user',
  access: {
    table: { get: ['documentOwner', 'document'], delete: ['document', 'documentOwner'], update: ['pendingUploads'] },
    documents: ['delete'],
  },
  params: DocumentParamsSchema,
  responses: { 204: NoContent },
})
