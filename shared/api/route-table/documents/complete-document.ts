import { DocumentParamsSchema, DocumentSchema } from '../../../documents/document-schemas'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const completeDocument = defineRoute('completeDocument', {
  method: 'POST',
  path: '/api/documents/{id}/complete',
  auth: 'user',
  area: 'documents',
  params: DocumentParamsSchema,
  responses: { 200: DocumentSchema, ...errors, 422: ErrorBodySchema },
})
