import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { downloadDocument } from '../services/documents'

export const handler = route(routes.downloadDocument, async ({ actor, params, now }) => ok(await downloadDocument(actor, params.id, now)))
