import { CreatedDocumentSchema, CreateDocumentSchema } from '../../../documents/document-schemas'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const createDocument = defineRoute('createDocument', {
  method: 'POST',
  path: '/api/documents',
  auth: 'user',
  area: 'documents',
  body: CreateDocumentSchema,
  responses: { 201: CreatedDocumentSchema, ...errors },
})
