import * as quoteRoutes from '../../shared/api/route-table/quotes/create-my-quote'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { createQuote } from '../services/quotes'

export const handler = route(quoteRoutes.createMyQuote, async ({ actor, body, clientIp, now }) =>
  created(await createQuote(body, clientIp, now, actor.sub)),
)
