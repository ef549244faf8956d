import { CreatedDocumentSchema, CreateDocumentSchema } from '../../../documents/document-schemas'
import { defineRoute } from './define-route'

export const createDocument = defineRoute('createDocument', 'POST /api/documents', {
  auth: 'user',
  // The document, its owner lookup and the owner's pending count in one transaction. At the pending cap it first sweeps
  // uploads never finished (services/documents.ts `sweepStaleUploads`: the pending index, then anyone's document, lookup,
  // count and file), so it may delete as the hourly job does. The presigned PUT needs put.
  access: {
    table: {
      put: ['document', 'documentOwner'],
      update: ['pendingUploads'],
      queryIndex: { gsi2: ['document'] },
      delete: ['document', 'documentOwner'],
    },
    documents: ['write', 'delete'],
  },
  body: CreateDocumentSchema,
  responses: { 201: CreatedDocumentSchema },
})
