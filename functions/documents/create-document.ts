import * as documentRoutes from '../../shared/api/route-table/documents/create-document'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createDocument } from '../services/documents'

export const handler = route(documentRoutes.createDocument, async ({ actor, body, now }) => created(await createDocument(actor, body, now)))
