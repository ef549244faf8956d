import {
  CreatedDocumentSchema,
  CreateDocumentSchema,
  DocumentDownloadSchema,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentsPageSchema,
  ListDocumentsQuerySchema,
} from '../../documents/document-schemas'
import { defineRoutes, ErrorBodySchema } from '../route-definition'
import { errors, NoContent } from './common'

/** Documents (spec 2.11): the owner or staff only; anyone else gets 404. */
export const documentRoutes = defineRoutes({
  createDocument: {
    method: 'POST',
    path: '/api/documents',
    auth: 'user',
    area: 'documents',
    body: CreateDocumentSchema,
    responses: { 201: CreatedDocumentSchema, ...errors },
  },
  listDocuments: {
    method: 'GET',
    path: '/api/documents',
    auth: 'user',
    area: 'documents',
    query: ListDocumentsQuerySchema,
    responses: { 200: DocumentsPageSchema, ...errors },
  },
  completeDocument: {
    method: 'POST',
    path: '/api/documents/{id}/complete',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 200: DocumentSchema, ...errors, 422: ErrorBodySchema },
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/{id}/download',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 200: DocumentDownloadSchema, ...errors },
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/{id}',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 204: NoContent, ...errors },
  },
})
