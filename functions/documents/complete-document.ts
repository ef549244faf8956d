import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { completeDocument } from '../services/documents'

export const handler = route(routes.completeDocument, async ({ actor, params, now }) => ok(await completeDocument(actor, params.id, now)))
