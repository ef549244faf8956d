import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import * as recipientRoutes from '../../shared/api/route-table/recipients/list-recipients'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listRecipients } from '../services/recipients'

export const handler = route(recipientRoutes.listRecipients, async ({ actor, query }) =>
  ok(await listRecipients(actor, { userId: query.userId, limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor })),
)
