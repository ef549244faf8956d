import { routes } from '../../shared/api/routes'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createDocument } from '../services/documents'

export const handler = route(routes.createDocument, async ({ actor, body, now }) => created(await createDocument(actor, body, now)))
