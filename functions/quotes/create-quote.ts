import * as quoteRoutes from '../../shared/api/route-table/quotes/create-quote'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createQuote } from '../services/quotes'

export const handler = route(quoteRoutes.createQuote, async ({ body, clientIp, now }) => created(await createQuote(body, clientIp, now)))
