import * as documentRoutes from '../../shared/api/route-table/documents/complete-document'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { completeDocument } from '../services/documents'

export const handler = route(documentRoutes.completeDocument, async ({ actor, params, now }) => ok(await completeDocument(actor, params.id, now)))
