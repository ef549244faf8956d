import { DocumentParamsSchema, DocumentSchema } from '../../../documents/document-schemas'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const completeDocument = defineRoute('completeDocument', 'POST /api/documents/{id}/complete', {
  auth: 'user',
  // Found by its owner lookup; complete reads the file's first bytes, deletes a bad one and settles the document and the count;
  // an accepted one puts its unverified owner in the queue of uploads waiting for verification (the profile's gsi3 keys).
  access: { table: { get: ['documentOwner', 'document'], update: ['document', 'pendingUploads', 'profile'] }, documents: ['read', 'delete'] },
  params: DocumentParamsSchema,
  responses: { 200: DocumentSchema, 422: ErrorBodySchema },
})
