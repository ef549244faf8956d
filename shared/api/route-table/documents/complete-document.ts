import { DocumentParamsSchema, DocumentSchema } from '../../../documents/document-schemas'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const completeDocument = defineRoute('completeDocument', {
  method: 'POST',
  path: '/api/documents/{id}/complete',
  auth: 'user',
  area: 'documents',
  // Found by its owner lookup; complete reads the file's first bytes, deletes a bad one and settles the document and the count;
  // an accepted one puts its unverified owner in the queue of uploads waiting for verification (the profile's gsi3 keys).
  access: { table: { get: ['documentOwner', 'document'], update: ['document', 'pendingUploads', 'profile'] }, documents: ['read', 'delete'] },
  params: DocumentParamsSchema,
  responses: { 200: DocumentSchema, ...errors, 422: ErrorBodySchema },
})
