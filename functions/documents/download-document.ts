import * as documentRoutes from '../../shared/api/route-table/documents/download-document'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { downloadDocument } from '../services/documents'

export const handler = route(documentRoutes.downloadDocument, async ({ actor, params, now }) => ok(await downloadDocument(actor, params.id, now)))
